import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWithin } from './fuzz';

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)));

describe('checkWithin', () => {
  it('returns only once the run its time limit interrupted has finished', async () => {
    const limit = 300;
    const deadline = Date.now() + limit;
    let started = 0;
    let finished = 0;
    const result = await checkWithin(
      fc.nat(),
      async () => {
        started += 1;
        // The first run is quick; the next lasts past the limit, and fast-check stops
        // waiting for it.
        if (started > 1) await sleep(deadline - Date.now() + 200);
        finished += 1;
      },
      { seed: 1, numRuns: 100, timeLimitMs: limit },
    );
    expect(result.failure).toBeNull();
    expect(started).toBeGreaterThan(1);
    expect(finished).toBe(started);
  });

  it('finds no failure when the limit falls before any run finished', async () => {
    const limit = 100;
    const deadline = Date.now() + limit;
    const result = await checkWithin(fc.nat(), () => sleep(deadline - Date.now() + 100), {
      seed: 1,
      numRuns: 100,
      timeLimitMs: limit,
    });
    expect(result).toEqual({ numRuns: 0, failure: null });
  });

  it('reports a failing run with its seed and the value that failed', async () => {
    const result = await checkWithin(
      fc.nat(),
      async (n) => {
        if (n > 10) throw new Error('too big');
      },
      { seed: 1, numRuns: 100, timeLimitMs: 5000 },
    );
    expect(result.failure).toMatch(/^\(seed 1, path [\d:]+\): Error: too big\nbody: 11$/);
  });
});
