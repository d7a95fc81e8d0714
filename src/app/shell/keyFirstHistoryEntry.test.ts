// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keyFirstHistoryEntry } from './AppShell';

describe('keyFirstHistoryEntry', () => {
  it('a page opened by its address gets a key of its own: no position saved for another page is restored', () => {
    window.history.replaceState(null, '');
    keyFirstHistoryEntry();
    const first = (window.history.state as { key: string }).key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    expect(first).not.toBe('default');
    window.history.replaceState({ usr: { a: 1 } }, '');
    keyFirstHistoryEntry();
    expect(window.history.state).toMatchObject({ usr: { a: 1 } });
    expect((window.history.state as { key: string }).key).not.toBe(first);
  });

  it('a reload or Back keeps the entry’s key (its saved position is restored)', () => {
    window.history.replaceState({ key: 'abc123', idx: 2 }, '');
    keyFirstHistoryEntry();
    expect(window.history.state).toEqual({ key: 'abc123', idx: 2 });
  });
});
