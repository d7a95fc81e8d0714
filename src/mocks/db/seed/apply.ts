import type {
  Application,
  ApplicationStage,
  Attempt,
  Company,
  Cv,
  JobOffer,
  User,
} from '../schemas';
import { COVER_LETTERS } from '../seed-data';
import { createAttempts } from './attempts';
import { DAY, HOUR, MINUTE, type SeedContext } from './context';
import type { Notify } from './notifications';

/** Where an application stands: in a stage, waiting for a review, rejected or hired. */
export type Outcome = 'in_progress' | 'reviewing' | 'failed' | 'hired';

export interface ApplyDeps {
  companies: readonly Company[];
  staffByCompany: ReadonlyMap<string, string[]>;
  cvIdsByCandidate: ReadonlyMap<string, Cv['id'][]>;
  notify: Notify;
}

/**
 * The applications table and `apply`, which adds one application with its attempts (spread
 * between the application and `now`) and the notifications they caused.
 */
export function createApplications(context: SeedContext, deps: ApplyDeps) {
  const { now, iso, uuid, pick, chance, between } = context;
  const { staffByCompany, cvIdsByCandidate, notify } = deps;
  const { attemptFor, files } = createAttempts(context, staffByCompany);
  const applications: Application[] = [];
  const attempts: Attempt[] = [];
  /** `candidateId:offerId` of every application. */
  const applied = new Set<string>();
  const companyById = new Map(deps.companies.map((c) => [c.id, c]));
  const oldNews = (at: number) => now - at > 2 * DAY;

  const apply = (
    candidate: User,
    offer: JobOffer,
    outcome: Outcome,
    passedTarget: number,
    appliedAtMs: number,
  ) => {
    applied.add(`${candidate.id}:${offer.id}`);
    const company = companyById.get(offer.companyId)!;
    const stages: ApplicationStage[] = offer.stages.map((s) => ({
      stageId: s.id,
      status: 'pending',
    }));
    const application: Application = {
      id: uuid(),
      candidateId: candidate.id,
      jobOfferId: offer.id,
      companyId: offer.companyId,
      cvId: cvIdsByCandidate.get(candidate.id)?.[0] ?? null,
      coverLetter: chance(0.5) ? pick(COVER_LETTERS) : null,
      status: 'in_progress',
      stages,
      createdAt: iso(appliedAtMs),
      updatedAt: iso(appliedAtMs),
    };
    const ctx = {
      offerTitle: offer.title,
      candidateName: `${candidate.name} ${candidate.lastName}`,
    };
    const workflow = `/app/jobs/${offer.id}/workflow`;
    notify(
      candidate.id,
      'application_received',
      appliedAtMs,
      ctx,
      workflow,
      oldNews(appliedAtMs) || chance(0.5),
    );
    if (now - appliedAtMs < 3 * DAY) {
      for (const staffId of staffByCompany.get(company.id) ?? []) {
        notify(
          staffId,
          'new_applicant',
          appliedAtMs + MINUTE,
          ctx,
          `/app/recruiter/jobs/${offer.id}/`,
          chance(0.4),
        );
      }
    }
    // Spread the attempts between the application and now.
    const span = Math.max(HOUR, now - appliedAtMs - HOUR);
    const step = span / (offer.stages.length + 1);
    const attempt = (index: number, status: Attempt['status']) => {
      const at = appliedAtMs + step * (index + 0.5);
      attempts.push(attemptFor(application, offer, offer.stages[index]!, candidate, status, at));
      stages[index]!.status = status;
    };
    const notifyReviewed = (index: number, passed: boolean, read: (at: number) => boolean) => {
      const reviewedAt = Date.parse(attempts.at(-1)!.reviewedAt!);
      const stageName = offer.stages[index]!.name;
      notify(
        candidate.id,
        'attempt_reviewed',
        reviewedAt,
        { ...ctx, stageName, passed },
        workflow,
        read(reviewedAt),
      );
    };
    let index = 0;
    for (; index < offer.stages.length; index += 1) {
      const stage = offer.stages[index]!;
      if (index < passedTarget || (outcome === 'reviewing' && stage.autoDecide)) {
        attempt(index, 'passed');
        notifyReviewed(index, true, (at) => oldNews(at) || chance(0.3));
        continue;
      }
      break;
    }
    if (index >= offer.stages.length) {
      application.status = 'hired';
      notify(
        candidate.id,
        'application_finished',
        now - between(1, 20) * HOUR,
        ctx,
        workflow,
        chance(0.5),
      );
    } else if (outcome === 'reviewing') {
      attempt(index, 'reviewing');
    } else if (outcome === 'failed') {
      attempt(index, 'failed');
      application.status = 'rejected';
      notifyReviewed(index, false, oldNews);
    } else {
      stages[index]!.status = 'in_progress';
    }
    const last = attempts.at(-1);
    application.updatedAt =
      last && last.applicationId === application.id
        ? (last.reviewedAt ?? last.submittedAt)
        : application.createdAt;
    applications.push(application);
  };

  return { apply, applied, applications, attempts, files };
}
