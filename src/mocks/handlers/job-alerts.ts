/** The candidate's job alerts, and the notifications a published offer sends through them. */
import {
  createJobAlertBody as createBody,
  MAX_JOB_ALERTS,
  updateJobAlertBody as updateBody,
} from '../../shared/contract';
import { db, type JobAlert, type JobOffer } from '../db';
import { ApiError, notFound } from './lib/errors';
import { notifyUser, nowIso } from './lib/events';
import { route } from './lib/route';
import { readJson } from './lib/validation';
import { offerRowMatcher } from './lib/views';

const CANDIDATE = ['candidate'] as const;
const ALERT_NOT_FOUND = 'Alerta no encontrada';

/** Blank free texts narrow nothing: stored as absent, the others trimmed. */
function storedCriteria(criteria: JobAlert['criteria']): JobAlert['criteria'] {
  const stored: JobAlert['criteria'] = {};
  for (const [key, value] of Object.entries(criteria) as [keyof JobAlert['criteria'], string][]) {
    const trimmed = value?.trim();
    if (trimmed) Object.assign(stored, { [key]: trimmed });
  }
  return stored;
}

/** The alert as the candidate sees it: with how many published offers match it now. */
function alertView(alert: JobAlert) {
  const matches = offerRowMatcher(alert.criteria);
  const matchCount = db.jobOffers
    .all()
    .filter((o) => o.status === 'published' && matches(o)).length;
  const { id, name, criteria, active, createdAt, updatedAt } = alert;
  return { id, name, criteria, active, matchCount, createdAt, updatedAt };
}

/** One of the candidate's alerts; another's is a 404, as if it did not exist. */
function ownAlert(candidateId: string, alertId: string): JobAlert {
  const alert = db.jobAlerts.get(alertId);
  if (!alert || alert.candidateId !== candidateId) throw notFound(ALERT_NOT_FOUND);
  return alert;
}

/**
 * A published (or republished) offer: one notification per active alert it matches, to the
 * alert's candidate. Each alert records the offers it told about, so an offer closed and
 * published again never tells the same alert twice.
 */
export async function notifyJobAlerts(offer: JobOffer): Promise<void> {
  if (offer.status !== 'published') return;
  const companyName = db.companies.get(offer.companyId)?.name;
  for (const alert of db.jobAlerts.all()) {
    if (!alert.active || alert.notifiedOfferIds.includes(offer.id)) continue;
    if (!offerRowMatcher(alert.criteria)(offer)) continue;
    await db.jobAlerts.update(alert.id, (draft) => {
      draft.notifiedOfferIds.push(offer.id);
    });
    await notifyUser(
      alert.candidateId,
      'job_alert',
      { alertName: alert.name, offerTitle: offer.title, companyName },
      `/app/candidates/job-offers/${offer.id}/apply`,
    );
  }
}

export const jobAlertHandlers = [
  // Added here: the candidate's alerts, oldest first (the order they were made in).
  route('get', '/candidates/job-alerts', CANDIDATE, ({ user }) => ({
    data: db.jobAlerts
      .where('candidateId', user.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(alertView),
  })),

  route(
    'post',
    '/candidates/job-alerts',
    CANDIDATE,
    async ({ request, user }) => {
      const body = await readJson(request, createBody);
      if (db.jobAlerts.countWhere('candidateId', user.id) >= MAX_JOB_ALERTS) {
        throw new ApiError(
          422,
          `Ya tienes ${MAX_JOB_ALERTS} alertas, el máximo. Elimina una para crear otra.`,
          'alert_limit',
        );
      }
      const now = nowIso();
      const alert = await db.jobAlerts.insert({
        id: crypto.randomUUID(),
        candidateId: user.id,
        name: body.name,
        criteria: storedCriteria(body.criteria),
        active: true,
        notifiedOfferIds: [],
        createdAt: now,
        updatedAt: now,
      });
      return { data: alertView(alert) };
    },
    { status: 201 },
  ),

  route('patch', '/candidates/job-alerts/:id', CANDIDATE, async ({ request, params, user }) => {
    const alert = ownAlert(user.id, params.id!);
    const body = await readJson(request, updateBody);
    const updated = await db.jobAlerts.update(alert.id, (draft) => {
      if (body.name !== undefined) draft.name = body.name;
      if (body.active !== undefined) draft.active = body.active;
      draft.updatedAt = nowIso();
    });
    return { data: alertView(updated!) };
  }),

  route('delete', '/candidates/job-alerts/:id', CANDIDATE, ({ params, user }) => {
    db.jobAlerts.remove(ownAlert(user.id, params.id!).id);
    return null;
  }),
];
