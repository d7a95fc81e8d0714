import { describe, expect, it } from 'vitest';
import { forwardFrom, reattachAction, startAction } from './lifecycle';

describe('startAction: what a load does before the mock starts', () => {
  it('starts when the worker controls the page', () => {
    for (const registered of [true, false]) {
      for (const reloadedForControl of [true, false]) {
        expect(startAction({ controlled: true, registered, reloadedForControl })).toBe('start');
      }
    }
  });

  it('starts when no worker is registered (MSW registers it; it claims the page)', () => {
    expect(startAction({ controlled: false, registered: false, reloadedForControl: false })).toBe(
      'start',
    );
    expect(startAction({ controlled: false, registered: false, reloadedForControl: true })).toBe(
      'start',
    );
  });

  it('reloads once when a registered worker does not control the load (Shift+Reload)', () => {
    expect(startAction({ controlled: false, registered: true, reloadedForControl: false })).toBe(
      'reload',
    );
  });

  it('never reloads twice in a row: registers the worker anew instead', () => {
    expect(startAction({ controlled: false, registered: true, reloadedForControl: true })).toBe(
      'reinstall',
    );
  });
});

describe('reattachAction: what a running page does to be answered again', () => {
  it('announces itself to the worker that controls it', () => {
    expect(reattachAction({ controlled: true, registered: true })).toBe('announce');
  });

  it('registers the worker again when its registration went away', () => {
    expect(reattachAction({ controlled: true, registered: false })).toBe('register');
  });

  it('does nothing without a controlling worker', () => {
    expect(reattachAction({ controlled: false, registered: true })).toBe('none');
    expect(reattachAction({ controlled: false, registered: false })).toBe('none');
  });
});

describe("forwardFrom: which workers' messages reach MSW's page side as the started one's", () => {
  it('forwards a message from another copy of the mock worker once MSW has started', () => {
    expect(forwardFrom({ started: true, fromMockWorker: true, fromStartedWorker: false })).toBe(
      true,
    );
  });

  it("leaves the started worker's own messages, other workers' and those before the start", () => {
    expect(forwardFrom({ started: true, fromMockWorker: true, fromStartedWorker: true })).toBe(
      false,
    );
    expect(forwardFrom({ started: true, fromMockWorker: false, fromStartedWorker: false })).toBe(
      false,
    );
    expect(forwardFrom({ started: false, fromMockWorker: true, fromStartedWorker: false })).toBe(
      false,
    );
  });
});
