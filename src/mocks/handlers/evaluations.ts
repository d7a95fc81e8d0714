import {
  benderBody,
  documentFields,
  interviewBody,
  questionnaireBody,
  technicalBody,
} from '../../shared/contract';
import { db, type Attempt } from '../db';
import { readableApplication, readableAttempt } from './lib/access';
import { conflict, notFound, unprocessable } from './lib/errors';
import { decideAttempt, gradeQuestionnaire } from './lib/decisions';
import { notifyCompanyStaff, nowIso } from './lib/events';
import {
  BENDER_RULE,
  DOCUMENT_RULE,
  fileResponse,
  readFormData,
  requireFile,
  storeFile,
  uploadLimit,
} from './lib/multipart';
import { compareValues } from './lib/paging';
import { isStaff, route } from './lib/route';
import { readJson, validate } from './lib/validation';
import { applicationView, attemptView } from './lib/views';

const CANDIDATE = ['candidate'] as const;

const STAGE_BUSY: Record<string, string> = {
  pending: 'Esta etapa todavía no está disponible',
  reviewing: 'Ya enviaste esta etapa; está en revisión',
  passed: 'Ya aprobaste esta etapa',
  failed: 'Esta etapa ya fue evaluada',
};

const latestFirst = (a: Attempt, b: Attempt) => compareValues(b.submittedAt, a.submittedAt);

export const evaluationHandlers = [
  // spec: submit an attempt at the application's current stage. Body by stage type:
  // questionnaire {answers}, technical {textAnswer}, interview {confirmed}, document
  // multipart {file, comment?}, psychometric_bender {} (the drawing goes to the Bender upload).
  route(
    'post',
    '/evaluations/applications/:applicationId/stages/:stageId/attempt',
    CANDIDATE,
    async ({ request, params, user }) => {
      const application = readableApplication(user, params.applicationId!);
      const offer = db.jobOffers.get(application.jobOfferId);
      const stage = offer?.stages.find((s) => s.id === params.stageId);
      const progress = application.stages.find((s) => s.stageId === params.stageId);
      if (!offer || !stage || !progress) throw notFound('Etapa no encontrada');
      if (application.status !== 'in_progress')
        throw conflict('Esta postulación ya finalizó', 'application_finished');
      if (progress.status !== 'in_progress')
        throw conflict(STAGE_BUSY[progress.status]!, 'stage_not_open');

      let answers: Attempt['answers'] = [];
      let textAnswer: string | null = null;
      let fileId: string | null = null;
      let proposedScore: number | null = null;
      if (stage.type === 'document') {
        const form = await readFormData(request);
        const checked = await requireFile(form, 'file', DOCUMENT_RULE);
        const fields = validate(documentFields, { comment: form.get('comment') ?? undefined });
        fileId = (await storeFile(checked, user.id, 'document')).id;
        textAnswer = fields.comment ?? null;
      } else if (stage.type === 'questionnaire') {
        const body = await readJson(request, questionnaireBody);
        const details: Record<string, string> = {};
        stage.questions.forEach((q, index) => {
          const answer = body.answers.find((a) => a.questionId === q.id);
          if (!answer) details[`answers.${index}`] = 'Responde esta pregunta';
          else if (!q.options.some((o) => o.id === answer.optionId))
            details[`answers.${index}`] = 'Opción inválida';
        });
        if (body.answers.some((a) => !stage.questions.some((q) => q.id === a.questionId))) {
          details.answers = 'Hay respuestas a preguntas que no existen en esta etapa';
        }
        if (Object.keys(details).length) throw unprocessable(details);
        answers = body.answers;
        proposedScore = gradeQuestionnaire(stage, answers);
      } else if (stage.type === 'technical') {
        textAnswer = (await readJson(request, technicalBody)).textAnswer;
      } else if (stage.type === 'interview') {
        const body = await readJson(request, interviewBody);
        textAnswer = body.comment || 'Confirmo mi asistencia a la entrevista.';
      } else {
        await readJson(request, benderBody);
      }

      const proposedStatus =
        proposedScore === null ? null : proposedScore >= stage.passingScore ? 'passed' : 'failed';
      const attempt = await db.attempts.insert({
        id: crypto.randomUUID(),
        applicationId: application.id,
        stageId: stage.id,
        candidateId: user.id,
        jobOfferId: offer.id,
        companyId: offer.companyId,
        stageType: stage.type,
        automatizable: stage.automatizable,
        status: 'reviewing',
        answers,
        textAnswer,
        fileId,
        proposedScore,
        proposedStatus,
        score: null,
        feedback: null,
        submittedAt: nowIso(),
        reviewedAt: null,
        reviewedBy: null,
      });
      if (stage.autoDecide && proposedStatus) {
        const decided = await decideAttempt(attempt, {
          status: proposedStatus,
          score: proposedScore,
          reviewerId: null,
          feedback:
            proposedStatus === 'passed'
              ? 'Aprobado automáticamente.'
              : 'No alcanzaste el puntaje mínimo.',
        });
        return { data: attemptView(decided, 'candidate') };
      }
      await db.applications.update(application.id, (draft) => {
        draft.stages.find((s) => s.stageId === stage.id)!.status = 'reviewing';
        draft.updatedAt = attempt.submittedAt;
      });
      await notifyCompanyStaff(
        offer.companyId,
        'attempt_submitted',
        {
          offerTitle: offer.title,
          stageName: stage.name,
          candidateName: `${user.name} ${user.lastName}`,
        },
        '/app/recruiter/candidates',
      );
      return { data: attemptView(attempt, 'candidate') };
    },
    { status: 201, body: uploadLimit(DOCUMENT_RULE) },
  ),

  // spec: application status (the candidate's own, or staff of the company).
  route('get', '/evaluations/applications/:id/status', 'user', ({ params, user }) => {
    const view = applicationView(readableApplication(user, params.id!));
    return {
      data: {
        applicationId: view.id,
        jobOfferId: view.jobOffer?.id ?? null,
        status: view.status,
        stages: view.stages,
        currentStage: view.currentStage,
      },
    };
  }),

  // spec: last attempt (`data: null` when there is none yet).
  route('get', '/evaluations/applications/:id/last-attempt', 'user', ({ params, user }) => {
    const application = readableApplication(user, params.id!);
    const last = db.attempts.where('applicationId', application.id).sort(latestFirst)[0];
    return {
      data: last ? attemptView(last, isStaff(user) ? 'staff' : 'candidate') : null,
    };
  }),

  // added here: every attempt of an application, newest first.
  route('get', '/evaluations/applications/:id/attempts', 'user', ({ params, user }) => {
    const application = readableApplication(user, params.id!);
    const audience = isStaff(user) ? 'staff' : 'candidate';
    return {
      data: db.attempts
        .where('applicationId', application.id)
        .sort(latestFirst)
        .map((a) => attemptView(a, audience)),
    };
  }),

  // added here: download the file of an attempt (Bender drawing, document).
  route('get', '/evaluations/attempts/:attemptId/file', 'user', ({ params, user }) => {
    const attempt = readableAttempt(user, params.attemptId!);
    if (!attempt.fileId) throw notFound('Este intento no tiene archivo');
    return fileResponse(attempt.fileId);
  }),

  // spec: the Bender drawing of an attempt (multipart stage_attempt_id + file; image ≤ 5 MB).
  route(
    'post',
    '/psychometric-tests/bender/upload',
    CANDIDATE,
    async ({ request, user }) => {
      const form = await readFormData(request);
      const attemptId = form.get('stage_attempt_id');
      if (typeof attemptId !== 'string' || !attemptId)
        throw unprocessable({ stage_attempt_id: 'Este campo es obligatorio' });
      const attempt = readableAttempt(user, attemptId);
      if (attempt.stageType !== 'psychometric_bender') {
        throw unprocessable({ stage_attempt_id: 'El intento no corresponde a un test de Bender' });
      }
      if (attempt.status !== 'reviewing')
        throw conflict('Este intento ya fue evaluado', 'attempt_decided');
      const checked = await requireFile(form, 'file', BENDER_RULE);
      const stored = await storeFile(checked, user.id, 'bender');
      const previous = attempt.fileId;
      const updated = await db.attempts.update(attempt.id, (draft) => {
        draft.fileId = stored.id;
      });
      if (previous) db.files.remove(previous);
      return { data: attemptView(updated!, 'candidate') };
    },
    { status: 201, body: uploadLimit(BENDER_RULE) },
  ),
];
