import { act, render } from '@testing-library/react';
import { createMemoryRouter, useSearchParams, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_DELAY_MS, useUrlSyncedText, type CommitNavigation } from './useUrlSyncedText';

const address = (text: string) => (text ? `/?q=${encodeURIComponent(text)}` : '/');

/**
 * The hook in a page whose URL holds `?q=`. Commits are recorded, not navigated: the test says
 * when each commit's navigation arrives (late, skipped, overtaken), as a slow phone would.
 */
function setup(initial = '', normalize?: (text: string) => string) {
  const onCommit = vi.fn<(text: string, navigation: CommitNavigation) => void>();
  const hook: { current?: ReturnType<typeof useUrlSyncedText> } = {};
  function Page() {
    const [params] = useSearchParams();
    hook.current = useUrlSyncedText({ value: params.get('q') ?? '', onCommit, normalize });
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Page /> }], {
    initialEntries: [address(initial)],
  });
  render(<RouterProvider router={router} />);
  const type = (text: string) => act(() => hook.current!.onChange(text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const navigationOf = (commit: number) => {
    const [text, navigation] = onCommit.mock.calls[commit]!;
    return () => router.navigate(address(text), navigation);
  };
  /** The navigations of these commits arrive, in one render (React batches them). */
  const arrive = (...commits: number[]) =>
    act(async () => {
      for (const commit of commits) await navigationOf(commit)();
    });
  /** A navigation that is not the box's (Back, "Limpiar filtros", a link). */
  const url = (text: string) => act(() => router.navigate(address(text)));
  return { onCommit, hook, router, type, wait, arrive, url, text: () => hook.current!.text };
}

describe('useUrlSyncedText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits after a pause in typing, once, with a navigation marked as its own', async () => {
    const { onCommit, type, wait } = setup();
    await type('a');
    await wait(URL_TEXT_DELAY_MS - 1);
    await type('an');
    await wait(URL_TEXT_DELAY_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    await wait(1);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('an', {
      state: { urlTextCommit: expect.any(String) },
    });
  });

  it('a late arrival of an earlier commit never takes back what was typed since (issue 28.8)', async () => {
    const { onCommit, type, wait, arrive, text } = setup();
    await type('analis');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('analis', expect.anything());
    // The user goes on typing before the navigation to "analis" has arrived.
    await type('analist');
    await type('analista');
    await arrive(0);
    expect(text()).toBe('analista');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('analista', expect.anything());
    await arrive(1);
    expect(text()).toBe('analista');
  });

  it('arrivals after a later commit, or overtaken by it, keep the text too', async () => {
    const { onCommit, type, wait, arrive, text } = setup();
    await type('ana');
    await wait(URL_TEXT_DELAY_MS);
    await type('analis');
    await wait(URL_TEXT_DELAY_MS);
    await type('analista');
    expect(onCommit.mock.calls.map(([sent]) => sent)).toEqual(['ana', 'analis']);
    await arrive(1);
    expect(text()).toBe('analista');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('analista', expect.anything());
  });

  it('a text that leaves the URL and comes back between two renders: the next commit still goes out', async () => {
    const { onCommit, router, type, wait, arrive, text } = setup('analista');
    // Emptied, then typed again before either navigation was drawn: one render sees the URL
    // with the same text as before (a new location, though).
    await type('');
    await wait(URL_TEXT_DELAY_MS);
    await type('analista');
    await wait(URL_TEXT_DELAY_MS);
    await arrive(0, 1);
    expect(router.state.location.search).toBe('?q=analista');
    // Emptied again: the URL must follow (it kept ?q=analista under the text-only record).
    await type('');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit.mock.calls.map(([sent]) => sent)).toEqual(['', 'analista', '']);
    await arrive(2);
    expect(router.state.location.search).toBe('');
    expect(text()).toBe('');
    await type('analis');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('analis', expect.anything());
  });

  it('any other navigation (Back, "Limpiar filtros") shows its text in the box', async () => {
    const { onCommit, router, type, wait, arrive, url, text } = setup('diseño');
    await url('datos');
    expect(text()).toBe('datos');
    await type('datos y');
    await wait(URL_TEXT_DELAY_MS);
    await arrive(0);
    await url('');
    expect(text()).toBe('');
    // Back to the entry the box's own commit made: its text shows.
    await act(() => router.navigate(-1));
    expect(text()).toBe('datos y');
    await act(() => router.navigate(-1));
    expect(text()).toBe('datos');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('text typed and not yet committed wins over a navigation: the URL follows it', async () => {
    const { onCommit, type, url, wait, text } = setup('uno');
    await type('unos');
    await url('otro');
    expect(text()).toBe('unos');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('unos', expect.anything());
  });

  it('compares as the URL stores the text: a trailing space is kept while typing', async () => {
    const trim = (text: string) => text.trim();
    const { onCommit, type, arrive, wait, text } = setup('', trim);
    await type('datos ');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('datos', expect.anything());
    await arrive(0);
    expect(text()).toBe('datos ');
  });

  it('flush commits at once; nothing is sent when the URL already has the text', async () => {
    const { onCommit, hook, type, wait } = setup('uno');
    await type('dos');
    await act(() => hook.current!.flush());
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('dos', expect.anything());
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenCalledTimes(1);
    await type('uno');
    await type('dos');
    await act(() => hook.current!.flush());
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('an emptied box takes the text out of the URL', async () => {
    const { onCommit, type, wait, arrive } = setup('', (text) => (text.trim() ? text : ''));
    await type('analista');
    await wait(URL_TEXT_DELAY_MS);
    await arrive(0);
    await type('');
    await wait(URL_TEXT_DELAY_MS);
    expect(onCommit).toHaveBeenLastCalledWith('', expect.anything());
  });
});
