/** `GET /job-offers/{id}/pipeline`: every application of an offer, as the board's cards. */
import { db, type Application, type Attempt } from '../../db';
import { ownCompanyOffer } from '../lib/access';
import type { UserContext } from '../lib/route';
import { matchSkills } from '../lib/views';

/**
 * When the candidate reached each stage: the first when they applied, each next one when
 * the attempt that passed the one before it was decided (null: not reached yet).
 */
export function stageEntries(application: Application, attempts: readonly Attempt[]) {
  const passedAt = new Map<string, string>();
  for (const attempt of attempts)
    if (attempt.status === 'passed' && attempt.reviewedAt) {
      const known = passedAt.get(attempt.stageId);
      if (!known || attempt.reviewedAt > known) passedAt.set(attempt.stageId, attempt.reviewedAt);
    }
  return application.stages.map((stage, index) => ({
    stageId: stage.stageId,
    status: stage.status,
    enteredAt:
      index === 0
        ? application.createdAt
        : (passedAt.get(application.stages[index - 1]!.stageId) ?? null),
  }));
}

/** The newest attempt of the application still waiting for a review, or null. */
export function attemptToReview(attempts: readonly Attempt[]): Attempt | null {
  let newest: Attempt | null = null;
  for (const attempt of attempts)
    if (attempt.status === 'reviewing' && (!newest || attempt.submittedAt > newest.submittedAt))
      newest = attempt;
  return newest;
}

export function getPipeline({ params, user }: UserContext) {
  const offer = ownCompanyOffer(user, params.id!);
  const data = db.applications.where('jobOfferId', offer.id).flatMap((application) => {
    const candidate = db.users.get(application.candidateId);
    if (!candidate) return [];
    const attempts = db.attempts.where('applicationId', application.id);
    return [
      {
        applicationId: application.id,
        status: application.status,
        candidate: { id: candidate.id, name: candidate.name, lastName: candidate.lastName },
        stages: stageEntries(application, attempts),
        reviewAttemptId: attemptToReview(attempts)?.id ?? null,
        matchPercent: matchSkills(candidate.skills, offer.requiredSkills).percent,
        createdAt: application.createdAt,
        updatedAt: application.updatedAt,
      },
    ];
  });
  return { data };
}
