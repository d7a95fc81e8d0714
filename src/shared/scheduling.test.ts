import { describe, expect, it } from 'vitest';
import { nextTask } from './scheduling';

describe('nextTask', () => {
  it('resolves in a later task, after the tasks already queued, not as a microtask', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });
});
