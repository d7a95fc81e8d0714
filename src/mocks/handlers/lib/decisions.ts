/** Deciding an attempt: shared by automatic grading and the recruiters' review. */
import { db, type Attempt, type Stage } from '../../db';
import { notifyUser, nowIso } from './events';

/** Score (0–100) of questionnaire answers. */
export function gradeQuestionnaire(stage: Stage, answers: Attempt['answers']): number {
  if (stage.questions.length === 0) return 0;
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionId]));
  const correct = stage.questions.filter((q) => chosen.get(q.id) === q.correctOptionId).length;
  return Math.round((correct / stage.questions.length) * 100);
}

/**
 * Record the decision on an attempt and move the application: passing opens the next
 * stage (or completes the application), failing ends it. The candidate is notified.
 */
export async function decideAttempt(
  attempt: Attempt,
  decision: {
    status: 'passed' | 'failed';
    feedback: string | null;
    score: number | null;
    reviewerId: string | null;
  },
): Promise<Attempt> {
  const now = nowIso();
  const updated = (await db.attempts.update(attempt.id, (draft) => {
    draft.status = decision.status;
    draft.feedback = decision.feedback;
    draft.score = decision.score ?? draft.proposedScore;
    draft.reviewedAt = now;
    draft.reviewedBy = decision.reviewerId;
  }))!;
  const application = db.applications.get(attempt.applicationId);
  const offer = db.jobOffers.get(attempt.jobOfferId);
  if (!application || !offer) return updated;
  const index = application.stages.findIndex((s) => s.stageId === attempt.stageId);
  const next = application.stages[index + 1];
  const stage = offer.stages.find((s) => s.id === attempt.stageId);
  const nextStage = next ? offer.stages.find((s) => s.id === next.stageId) : undefined;
  await db.applications.update(application.id, (draft) => {
    draft.stages[index]!.status = decision.status;
    if (decision.status === 'failed') draft.status = 'rejected';
    else if (next) draft.stages[index + 1]!.status = 'in_progress';
    else draft.status = 'hired';
    draft.updatedAt = now;
  });
  const ctx = {
    offerTitle: offer.title,
    stageName: stage?.name,
    passed: decision.status === 'passed',
  };
  const link = `/app/jobs/${offer.id}/workflow`;
  await notifyUser(attempt.candidateId, 'attempt_reviewed', ctx, link);
  if (decision.status === 'passed') {
    if (nextStage)
      await notifyUser(
        attempt.candidateId,
        'stage_opened',
        { ...ctx, stageName: nextStage.name },
        `/app/jobs/${offer.id}/stages/${nextStage.id}`,
      );
    else await notifyUser(attempt.candidateId, 'application_finished', ctx, link);
  }
  return updated;
}
