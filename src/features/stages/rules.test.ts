import { describe, expect, it } from 'vitest';
import type { StageStatus } from '@/shared/domain';
import { currentStageOf } from '@/shared/domain/stageProgress';
import { decideStageRoute, stageCurrentStage, workflowCurrentStage, workflowView } from './rules';

/** Stages `s0…sN` with the given statuses, in order. */
const stages = (...statuses: StageStatus[]) =>
  statuses.map((status, index) => ({ id: `s${index}`, status }));

describe('workflowCurrentStage (spec §2, workflow route)', () => {
  it.each([
    ['the first in_progress', ['passed', 'in_progress', 'pending', 'in_progress'], 's1'],
    ['in_progress before an earlier pending', ['pending', 'in_progress'], 's1'],
    ['else the first pending', ['passed', 'reviewing', 'pending', 'pending'], 's2'],
    ['pending before an earlier reviewing', ['reviewing', 'pending'], 's1'],
    ['else the first reviewing', ['passed', 'reviewing', 'reviewing'], 's1'],
    ['reviewing before an earlier passed', ['passed', 'reviewing', 'failed'], 's1'],
    ['else the last passed', ['passed', 'passed', 'failed'], 's1'],
    ['the last passed when all passed', ['passed', 'passed', 'passed'], 's2'],
    ['else the first stage (all failed)', ['failed', 'failed'], 's0'],
    ['a single stage', ['failed'], 's0'],
  ] as [string, StageStatus[], string][])('%s', (_name, statuses, expected) => {
    expect(workflowCurrentStage(stages(...statuses))?.id).toBe(expected);
  });

  it('has no current stage without stages (the not-found screen)', () => {
    expect(workflowCurrentStage([])).toBeNull();
  });
});

describe('stageCurrentStage (spec §2, stage route)', () => {
  describe('with an application and a last attempt', () => {
    it.each([
      ['passed: the stage after it', ['passed', 'in_progress', 'pending'], 's0', 'passed', 's1'],
      ['passed at the last stage: the last stage', ['passed', 'passed'], 's1', 'passed', 's1'],
      [
        'reviewing: the stage of the attempt',
        ['passed', 'reviewing', 'pending'],
        's1',
        'reviewing',
        's1',
      ],
      ['failed: the stage of the attempt', ['passed', 'failed', 'pending'], 's1', 'failed', 's1'],
      // The attempt wins over the statuses (an in_progress stage elsewhere does not matter).
      ['the attempt wins over statuses', ['in_progress', 'reviewing'], 's1', 'reviewing', 's1'],
      ['passed in the middle', ['passed', 'passed', 'pending', 'pending'], 's1', 'passed', 's2'],
    ] as [string, StageStatus[], string, string, string][])(
      '%s',
      (_name, statuses, attemptStage, attemptStatus, expected) => {
        const last = { stageId: attemptStage, status: attemptStatus };
        expect(stageCurrentStage(stages(...statuses), last)?.id).toBe(expected);
      },
    );

    it("falls back to the statuses when the attempt's stage is no longer in the offer", () => {
      const last = { stageId: 'gone', status: 'passed' };
      expect(stageCurrentStage(stages('passed', 'in_progress'), last)?.id).toBe('s1');
    });
  });

  describe('without an application, or before the first attempt', () => {
    it.each([
      ['in_progress first', ['reviewing', 'failed', 'in_progress'], 's2'],
      ['else reviewing', ['failed', 'pending', 'reviewing'], 's2'],
      ['else failed', ['pending', 'passed', 'failed'], 's2'],
      ['else pending', ['passed', 'pending', 'pending'], 's1'],
      ['else the last passed', ['passed', 'passed'], 's1'],
      ['all pending: the first', ['pending', 'pending', 'pending'], 's0'],
    ] as [string, StageStatus[], string][])('%s', (_name, statuses, expected) => {
      expect(stageCurrentStage(stages(...statuses), null)?.id).toBe(expected);
      expect(stageCurrentStage(stages(...statuses), undefined)?.id).toBe(expected);
    });

    it('has no current stage without stages', () => {
      expect(stageCurrentStage([], null)).toBeNull();
    });
  });
});

describe('decideStageRoute', () => {
  const offer = stages('passed', 'in_progress', 'pending');

  it('shows the requested stage when it is the current one', () => {
    expect(decideStageRoute(offer, 's1', { stageId: 's0', status: 'passed' })).toEqual({
      kind: 'show',
      stageId: 's1',
    });
  });

  it('redirects a known stage that is not current to the current one', () => {
    expect(decideStageRoute(offer, 's2', { stageId: 's0', status: 'passed' })).toEqual({
      kind: 'redirect',
      stageId: 's1',
    });
    expect(decideStageRoute(offer, 's0', null)).toEqual({ kind: 'redirect', stageId: 's1' });
  });

  it('gives not-found for an unknown stage id, never a redirect', () => {
    expect(decideStageRoute(offer, 'nope', null)).toEqual({ kind: 'not-found' });
    expect(decideStageRoute([], 's0', null)).toEqual({ kind: 'not-found' });
  });
});

/**
 * Every state an application can be in, with its last attempt, as the API keeps them: stages
 * passed one after the other, then the stage at hand (open, in review, failed) and the rest
 * locked; or all passed. The last attempt is the one of the last stage acted on.
 */
function lifecycle(count: number) {
  const states: { statuses: StageStatus[]; last: { stageId: string; status: string } | null }[] =
    [];
  for (let at = 0; at < count; at += 1) {
    for (const here of ['in_progress', 'reviewing', 'failed'] as const) {
      const statuses = Array.from({ length: count }, (_, i): StageStatus =>
        i < at ? 'passed' : i === at ? here : 'pending',
      );
      const last =
        here === 'in_progress'
          ? at > 0
            ? { stageId: `s${at - 1}`, status: 'passed' }
            : null
          : { stageId: `s${at}`, status: here };
      states.push({ statuses, last });
    }
  }
  states.push({
    statuses: Array.from({ length: count }, (): StageStatus => 'passed'),
    last: { stageId: `s${count - 1}`, status: 'passed' },
  });
  return states;
}

describe('workflowView: one current stage for the workflow, the stage route and Mis Aplicaciones', () => {
  it('with stage 2 in review and stage 3 locked: stage 2 is current, stage 3 "Siguiente"', () => {
    const view = workflowView(stages('passed', 'reviewing', 'pending'));
    expect(view.current?.id).toBe('s1');
    expect(view.next?.id).toBe('s2');
    // The spec's workflow rule itself still names the locked stage.
    expect(workflowCurrentStage(stages('passed', 'reviewing', 'pending'))?.id).toBe('s2');
  });

  it.each([
    ['an open stage', ['passed', 'in_progress', 'pending'], 's1'],
    ['a failed stage ends the process', ['passed', 'failed', 'pending'], 's1'],
    ['all passed', ['passed', 'passed'], 's1'],
    ['before applying', ['pending', 'pending'], 's0'],
    ['the last stage in review', ['passed', 'reviewing'], 's1'],
  ] as [string, StageStatus[], string][])('%s: no "Siguiente"', (_name, statuses, current) => {
    const view = workflowView(stages(...statuses));
    expect(view.current?.id).toBe(current);
    expect(view.next).toBeNull();
  });

  it('has nothing without stages', () => {
    expect(workflowView([])).toEqual({ current: null, next: null });
  });

  it.each([1, 2, 3, 4])(
    'in every state of a %i-stage application, "Ir a la etapa" leads to a stage the stage route shows',
    (count) => {
      for (const { statuses, last } of lifecycle(count)) {
        const offer = stages(...statuses);
        const { current, next } = workflowView(offer);
        const context = JSON.stringify({ statuses, last });
        expect(current, context).not.toBeNull();
        expect(decideStageRoute(offer, current!.id, last), context).toEqual({
          kind: 'show',
          stageId: current!.id,
        });
        // Mis Aplicaciones names the same stage.
        expect(currentStageOf(offer)?.id, context).toBe(current!.id);
        expect(next === null || next.status === 'pending', context).toBe(true);
      }
    },
  );
});
