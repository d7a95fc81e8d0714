import { textToBase64 } from '../../shared/bytes';
import { seededDrawingBase64 } from '../bender-drawings';
import type { Application, Attempt, JobOffer, Stage, StoredFile, User } from '../schemas';
import { FEEDBACK_FAILED, FEEDBACK_PASSED, tinyPdf } from '../seed-data';
import { HOUR, MINUTE, SEED, type SeedContext } from './context';

const TEXT_ANSWERS: Partial<Record<Stage['type'], string>> = {
  technical:
    'Propongo dividir el problema en módulos, cubrirlos con pruebas y medir el rendimiento antes de optimizar.',
  interview: 'Confirmo mi asistencia a la entrevista.',
};

/**
 * Builds the candidates' attempts of stages: answers (right ones when it passed, wrong ones
 * when it failed), the uploaded file of Bender and document stages, and the review.
 * `files` collects the uploaded files.
 */
export function createAttempts(
  context: SeedContext,
  staffByCompany: ReadonlyMap<string, string[]>,
) {
  const { now, iso, uuid, pick, chance, between } = context;
  const files: StoredFile[] = [];
  const benderDrawings = { careful: 0, hasty: 0 };

  const answersFor = (stage: Stage, status: Attempt['status']) =>
    stage.type === 'questionnaire'
      ? stage.questions.map((q) => ({
          questionId: q.id,
          optionId:
            status === 'failed'
              ? pick(q.options.filter((o) => o.id !== q.correctOptionId)).id
              : status === 'passed' || chance(0.7)
                ? q.correctOptionId
                : pick(q.options).id,
        }))
      : [];

  /** The file a Bender or document stage asks for, or `null`. */
  const uploadFor = (stage: Stage, candidate: User, status: Attempt['status'], atMs: number) => {
    if (stage.type !== 'psychometric_bender' && stage.type !== 'document') return null;
    const bender = stage.type === 'psychometric_bender';
    // A drawing made from the figures with a hand's noise; hastier when the stage failed.
    const care = status === 'failed' ? 'hasty' : 'careful';
    const content = bender
      ? seededDrawingBase64(SEED, benderDrawings[care]++, care)
      : textToBase64(tinyPdf(`Documento ${candidate.name}`));
    const file: StoredFile = {
      id: uuid(),
      ownerId: candidate.id,
      kind: bender ? 'bender' : 'document',
      name: bender ? 'bender.png' : 'certificado.pdf',
      mimeType: bender ? 'image/png' : 'application/pdf',
      size: Math.floor((content.length * 3) / 4),
      contentBase64: content,
      blobKey: null,
      createdAt: iso(atMs),
    };
    files.push(file);
    return file.id;
  };

  const attemptFor = (
    application: Application,
    offer: JobOffer,
    stage: Stage,
    candidate: User,
    status: Attempt['status'],
    atMs: number,
  ): Attempt => {
    const answers = answersFor(stage, status);
    const correct = answers.filter(
      (a, index) => stage.questions[index]?.correctOptionId === a.optionId,
    ).length;
    const proposedScore =
      stage.type === 'questionnaire'
        ? Math.round((correct / Math.max(1, stage.questions.length)) * 100)
        : null;
    const fileId = uploadFor(stage, candidate, status, atMs);
    const decided = status !== 'reviewing';
    const reviewedAtMs = Math.min(now - MINUTE, atMs + between(1, 30) * HOUR);
    return {
      id: uuid(),
      applicationId: application.id,
      stageId: stage.id,
      candidateId: candidate.id,
      jobOfferId: offer.id,
      companyId: offer.companyId,
      stageType: stage.type,
      automatizable: stage.automatizable,
      status,
      answers,
      textAnswer: TEXT_ANSWERS[stage.type] ?? null,
      fileId,
      proposedScore,
      proposedStatus:
        proposedScore === null ? null : proposedScore >= stage.passingScore ? 'passed' : 'failed',
      score: decided
        ? (proposedScore ?? (status === 'passed' ? between(70, 100) : between(20, 55)))
        : null,
      feedback: decided ? pick(status === 'passed' ? FEEDBACK_PASSED : FEEDBACK_FAILED) : null,
      submittedAt: iso(atMs),
      reviewedAt: decided ? iso(reviewedAtMs) : null,
      reviewedBy:
        decided && !stage.autoDecide ? (staffByCompany.get(offer.companyId)![0] ?? null) : null,
    };
  };

  return { attemptFor, files };
}
