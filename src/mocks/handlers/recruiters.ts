import {
  bulkRejectBody,
  bulkReviewBody as bulkBody,
  decisionBody,
  queueQuery,
} from '../../shared/contract';
import { rejectionFeedback } from '../../shared/domain';
import { db, type Attempt } from '../db';
import { normalizeText } from '../shared/bytes';
import { readableAttempt } from './lib/access';
import { badRequest, conflict } from './lib/errors';
import { decideAttempt } from './lib/decisions';
import { compareValues, paginate, sortRows } from './lib/paging';
import { route } from './lib/route';
import { queryDate, readJson, readQuery } from './lib/validation';
import { attemptView, fileUrl } from './lib/views';

const STAFF = ['recruiter'] as const;
const DAY = 86_400_000;

/** `endDate` is inclusive: a plain date means until the end of that day. */
function endBoundary(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = queryDate.safeParse(value);
  if (!parsed.success) return Number.NaN;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parsed.data + DAY - 1 : parsed.data;
}

interface QueueRow {
  attempt: Attempt;
  candidateName: string;
  jobOfferTitle: string;
  text: string;
}

function queueRows(companyId: string): QueueRow[] {
  return db.attempts
    .where('companyId', companyId)
    .filter((a) => a.status === 'reviewing')
    .map((attempt) => {
      const candidate = db.users.get(attempt.candidateId);
      const offer = db.jobOffers.get(attempt.jobOfferId);
      const stage = offer?.stages.find((s) => s.id === attempt.stageId);
      const candidateName = candidate ? `${candidate.name} ${candidate.lastName}` : '';
      const jobOfferTitle = offer?.title ?? '';
      return {
        attempt,
        candidateName,
        jobOfferTitle,
        text: normalizeText(
          `${candidateName} ${candidate?.email ?? ''} ${jobOfferTitle} ${stage?.name ?? ''}`,
        ),
      };
    });
}

export const recruiterHandlers = [
  // spec: attempts waiting for review in the recruiter's company ("Tareas").
  route('get', '/recruiters/stage-attempts/to-review', STAFF, ({ url, user }) => {
    const query = readQuery(url, queueQuery);
    const end = endBoundary(query.endDate);
    if (Number.isNaN(end)) {
      throw badRequest('Parámetros de consulta inválidos', {
        endDate: 'Fecha inválida (formato ISO 8601)',
      });
    }
    const name = query.candidateName ? normalizeText(query.candidateName) : '';
    const terms = query.search ? normalizeText(query.search).split(/\s+/).filter(Boolean) : [];
    const rows = queueRows(user.companyId!).filter(({ attempt, candidateName, text }) => {
      const submitted = Date.parse(attempt.submittedAt);
      return (
        (query.automatizable === undefined || attempt.automatizable === query.automatizable) &&
        (!query.stageType || attempt.stageType === query.stageType) &&
        (!query.jobOfferId || attempt.jobOfferId === query.jobOfferId) &&
        (query.startDate === undefined || submitted >= query.startDate) &&
        (end === undefined || submitted <= end) &&
        (!name || normalizeText(candidateName).includes(name)) &&
        terms.every((t) => text.includes(t))
      );
    });
    sortRows(rows, query.sortOrder, {
      key: (row: QueueRow) =>
        query.sortBy === 'candidateName'
          ? row.candidateName
          : query.sortBy === 'jobOfferTitle'
            ? row.jobOfferTitle
            : query.sortBy === 'stageType'
              ? row.attempt.stageType
              : query.sortBy === 'proposedScore'
                ? row.attempt.proposedScore
                : row.attempt.submittedAt,
      text: query.sortBy === 'candidateName' || query.sortBy === 'jobOfferTitle',
      tie: (a, b) => compareValues(a.attempt.submittedAt, b.attempt.submittedAt),
      idOf: (row) => row.attempt.id,
    });
    return paginate(rows, query, (row) => attemptView(row.attempt, 'staff'));
  }),

  // DESIGN: confirm the platform's proposals (or decide) for many attempts at once.
  route('post', '/recruiters/stage-attempts/bulk-review', STAFF, async ({ request, user }) => {
    const body = await readJson(request, bulkBody);
    const reviewed: string[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const id of body.attemptIds) {
      const attempt = db.attempts.get(id);
      if (!attempt || attempt.companyId !== user.companyId) {
        skipped.push({ id, reason: 'Intento no encontrado' });
        continue;
      }
      const status = body.status ?? attempt.proposedStatus;
      if (attempt.status !== 'reviewing' || !status) {
        skipped.push({
          id,
          reason: attempt.status !== 'reviewing' ? 'Ya fue evaluado' : 'Sin propuesta automática',
        });
        continue;
      }
      await decideAttempt(attempt, {
        status,
        feedback: body.feedback ?? null,
        score: null,
        reviewerId: user.id,
      });
      reviewed.push(id);
    }
    return { data: { reviewed, skipped } };
  }),

  // added here: reject many attempts at once with one reason the candidates read.
  route('post', '/recruiters/stage-attempts/bulk-reject', STAFF, async ({ request, user }) => {
    const body = await readJson(request, bulkRejectBody);
    const feedback = rejectionFeedback(body.reason, body.comment);
    const reviewed: string[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const id of new Set(body.attemptIds)) {
      const attempt = db.attempts.get(id);
      if (!attempt || attempt.companyId !== user.companyId) {
        skipped.push({ id, reason: 'Intento no encontrado' });
        continue;
      }
      if (attempt.status !== 'reviewing') {
        skipped.push({ id, reason: 'Ya fue evaluado' });
        continue;
      }
      await decideAttempt(attempt, {
        status: 'failed',
        feedback,
        score: null,
        reviewerId: user.id,
      });
      reviewed.push(id);
    }
    return { data: { reviewed, skipped } };
  }),

  // added here: one attempt with answers and file (staff of the company).
  // The application's CV comes along, so the reviewer can download it from the attempt.
  route('get', '/recruiters/stage-attempts/:attemptId', STAFF, ({ params, user }) => {
    const attempt = readableAttempt(user, params.attemptId!);
    const application = db.applications.get(attempt.applicationId);
    const cv = application?.cvId ? db.cvs.get(application.cvId) : undefined;
    return {
      data: {
        ...attemptView(attempt, 'staff'),
        cv: cv
          ? { id: cv.id, fileName: cv.fileName, downloadUrl: fileUrl(`/cv/${cv.id}/download`) }
          : null,
      },
    };
  }),

  // DESIGN: decide an attempt (passed opens the next stage; failed ends the application).
  route(
    'patch',
    '/recruiters/stage-attempts/:attemptId',
    STAFF,
    async ({ request, params, user }) => {
      const attempt = readableAttempt(user, params.attemptId!);
      const body = await readJson(request, decisionBody);
      if (attempt.status !== 'reviewing')
        throw conflict('Este intento ya fue evaluado', 'attempt_decided');
      const decided = await decideAttempt(attempt, {
        status: body.status,
        feedback: body.feedback ?? null,
        score: body.score ?? null,
        reviewerId: user.id,
      });
      return { data: attemptView(decided, 'staff') };
    },
  ),
];
