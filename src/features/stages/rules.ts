import type { CandidateJobOffer } from '@/features/jobs';
import type { StageStatus } from '@/shared/domain';
import { currentStageOf, stageByPreference, WORKFLOW_ORDER } from '@/shared/domain/stageProgress';
import type { ApplicationProgress } from './model';

/** The least a rule needs of a stage: its id and this candidate's status on it. */
export interface StageRef {
  id: string;
  status: StageStatus;
}

/** The least a rule needs of the last attempt (product spec §3: "Last attempt: stageId, status"). */
export interface LastAttemptRef {
  stageId: string;
  status: string;
}

/**
 * Workflow route (product spec §2): the first stage in_progress, else the first pending, else
 * the first reviewing, else the last passed, else the first stage; `null` without stages
 * (the not-found screen). With a stage in review and the next one locked it names the locked
 * one: the workflow shows that one as "Siguiente", never as the current stage (see
 * `workflowView`).
 */
export function workflowCurrentStage<T extends StageRef>(stages: readonly T[]): T | null {
  return stageByPreference(stages, WORKFLOW_ORDER);
}

/**
 * What the workflow marks, so that it never contradicts the stage route nor Mis Aplicaciones
 * (docs/decisions/2026-11-27-current-stage.md): `current` is the stage the candidate is at
 * (`currentStageOf`, the stage route's rule: "Etapa actual", and the only stage with "Ir a la
 * etapa"); `next` is the stage the spec's workflow rule names when it is a locked stage behind
 * the current one (a stage in review): shown as "Siguiente", without an action.
 */
export function workflowView<T extends StageRef>(
  stages: readonly T[],
): { current: T | null; next: T | null } {
  const current = currentStageOf(stages);
  const upcoming = workflowCurrentStage(stages);
  const next =
    current?.status === 'reviewing' && upcoming !== current && upcoming?.status === 'pending'
      ? upcoming
      : null;
  return { current, next };
}

/**
 * Stage route (product spec §2). With an application and an attempt: if the last attempt
 * passed, the stage after it (or the last stage if none follows), otherwise the stage of that
 * attempt. Without an application, or before its first attempt (or when the attempt's stage
 * is no longer in the offer): the first stage by in_progress, reviewing, failed, pending,
 * last passed, first. `null` without stages.
 */
export function stageCurrentStage<T extends StageRef>(
  stages: readonly T[],
  lastAttempt: LastAttemptRef | null | undefined,
): T | null {
  if (lastAttempt) {
    const index = stages.findIndex((stage) => stage.id === lastAttempt.stageId);
    if (index >= 0) {
      if (lastAttempt.status !== 'passed') return stages[index]!;
      return stages[Math.min(index + 1, stages.length - 1)]!;
    }
  }
  return currentStageOf(stages);
}

/** Where the stage route sends the candidate: `null` to stay, a stage id to redirect to. */
export type StageRouteDecision =
  { kind: 'show'; stageId: string } | { kind: 'redirect'; stageId: string } | { kind: 'not-found' };

/** The stage route's decision for a requested id (an unknown id is not-found, never redirected). */
export function decideStageRoute<T extends StageRef>(
  stages: readonly T[],
  requestedId: string,
  lastAttempt: LastAttemptRef | null | undefined,
): StageRouteDecision {
  if (!stages.some((stage) => stage.id === requestedId)) return { kind: 'not-found' };
  const current = stageCurrentStage(stages, lastAttempt);
  if (!current) return { kind: 'not-found' };
  return current.id === requestedId
    ? { kind: 'show', stageId: requestedId }
    : { kind: 'redirect', stageId: current.id };
}

/** The route of one stage of an offer. */
export const stagePath = (jobId: string, stageId: string) =>
  `/app/jobs/${encodeURIComponent(jobId)}/stages/${encodeURIComponent(stageId)}`;

/** The offer's stages in order, each with this candidate's status (the application's when known). */
export function stageStatuses(offer: CandidateJobOffer, progress: ApplicationProgress | null) {
  const byId = new Map(progress?.stages.map((stage) => [stage.stageId, stage.status]));
  return [...offer.stages]
    .sort((a, b) => a.order - b.order)
    .map((stage) => ({ ...stage, status: byId.get(stage.id) ?? stage.status }));
}
