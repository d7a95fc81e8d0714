/**
 * Where a candidate stands in an offer's stages, from the stages' statuses alone (product
 * spec §2). Pure and free of any feature, so that every screen that names "the current
 * stage" (the workflow, the stage route, Mis Aplicaciones) and the API's own `currentStage`
 * agree (docs/decisions/2026-11-27-current-stage.md).
 */

import type { StageStatus } from './values';

/** The least these rules need of a stage. */
export interface WithStageStatus {
  status: string;
}

/**
 * The first stage with the first status of `order` that any stage has (for `passed`, the
 * last passed one), else the first stage; `null` without stages.
 */
export function stageByPreference<T extends WithStageStatus>(
  stages: readonly T[],
  order: readonly StageStatus[],
): T | null {
  for (const status of order) {
    const found =
      status === 'passed'
        ? stages.findLast((stage) => stage.status === status)
        : stages.find((stage) => stage.status === status);
    if (found) return found;
  }
  return stages[0] ?? null;
}

/** The workflow route's order (spec §2): in_progress, pending, reviewing, last passed, first. */
export const WORKFLOW_ORDER: readonly StageStatus[] = [
  'in_progress',
  'pending',
  'reviewing',
  'passed',
];

/**
 * The stage route's order without an attempt to go by (spec §2): in_progress, reviewing,
 * failed, pending, last passed, first.
 */
export const STAGE_ROUTE_ORDER: readonly StageStatus[] = [
  'in_progress',
  'reviewing',
  'failed',
  'pending',
  'passed',
];

/**
 * The stage the candidate is at: the one open to them, else the one in review, else the one
 * that ended the process, else the first still locked, else the last passed. It is the stage
 * route's rule read from the statuses, and with statuses and last attempt in step (as the API
 * keeps them) the very stage that route shows: an action leading to it never redirects.
 */
export function currentStageOf<T extends WithStageStatus>(stages: readonly T[]): T | null {
  return stageByPreference(stages, STAGE_ROUTE_ORDER);
}
