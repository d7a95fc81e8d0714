import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_DELAY_MS, useUrlSyncedText } from './useUrlSyncedText';

/** The hook over a URL the test moves by hand (a navigation that arrives when the test says). */
function setup(initial = '', normalize?: (text: string) => string) {
  const onCommit = vi.fn<(text: string) => void>();
  const view = renderHook(({ value }) => useUrlSyncedText({ value, onCommit, normalize }), {
    initialProps: { value: initial },
  });
  const type = (text: string) => act(() => view.result.current.onChange(text));
  const url = (value: string) => view.rerender({ value });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onCommit, view, type, url, wait, text: () => view.result.current.text };
}

describe('useUrlSyncedText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits after a pause in typing, once', () => {
    const { onCommit, type, wait } = setup();
    type('a');
    wait(URL_TEXT_DELAY_MS - 1);
    type('an');
    wait(URL_TEXT_DELAY_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    wait(1);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('an');
  });

  it('a late echo of an earlier commit never takes back what was typed since (issue 28.8)', () => {
    const { onCommit, type, url, wait, text } = setup();
    type('analis');
    wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('analis');
    // The user goes on typing before the navigation to "analis" has landed.
    type('analist');
    type('analista');
    url('analis');
    expect(text()).toBe('analista');
    wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('analista');
    url('analista');
    expect(text()).toBe('analista');
  });

  it('echoes that arrive after a later commit, or skip one, keep the text too', () => {
    const { onCommit, type, url, wait, text } = setup();
    type('ana');
    wait(URL_TEXT_DELAY_MS);
    type('analis');
    wait(URL_TEXT_DELAY_MS);
    type('analista');
    expect(onCommit.mock.calls).toEqual([['ana'], ['analis']]);
    url('ana');
    url('analis');
    expect(text()).toBe('analista');
  });

  it('any other change of the URL (Back, "Limpiar filtros") shows in the box', () => {
    const { onCommit, type, url, wait, text } = setup('diseño');
    url('datos');
    expect(text()).toBe('datos');
    type('datos y');
    wait(URL_TEXT_DELAY_MS);
    url('datos y');
    url('');
    expect(text()).toBe('');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('text typed and not yet committed wins over a change of the URL: the URL follows it', () => {
    const { onCommit, type, url, wait, text } = setup('uno');
    type('unos');
    url('otro');
    expect(text()).toBe('unos');
    wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('unos');
  });

  it('compares as the URL stores the text: a trailing space is kept while typing', () => {
    const trim = (text: string) => text.trim();
    const { onCommit, type, url, wait, text } = setup('', trim);
    type('datos ');
    wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('datos');
    url('datos');
    expect(text()).toBe('datos ');
  });

  it('flush commits at once; nothing is sent when the URL already has the text', () => {
    const { onCommit, view, type, wait } = setup('uno');
    type('dos');
    act(() => view.result.current.flush());
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('dos');
    wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
    type('uno');
    type('dos');
    act(() => view.result.current.flush());
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});

describe('useUrlSyncedText, emptied', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an emptied box takes the text out of the URL', () => {
    const { onCommit, type, url, wait } = setup('', (text) => (text.trim() ? text : ''));
    type('analista');
    wait(URL_TEXT_DELAY_MS);
    url('analista');
    type('');
    wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('');
  });
});
