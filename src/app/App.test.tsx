import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import '@/app/api';

/**
 * `App` attaches RTK Query's focus and connection listeners to its store (refetch on focus
 * and on reconnect, DESIGN.md §2) once RTK Query's code is there, and removes them when it
 * is unmounted.
 */
describe('App: refetch on focus and reconnect', () => {
  it('tells the API when the connection drops and returns, while mounted', async () => {
    const { store, unmount } = renderWithApp(<p>Contenido</p>);
    expect(store.getState().api.config.online).toBe(true);

    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(store.getState().api.config.online).toBe(false);
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(store.getState().api.config.online).toBe(true);

    unmount();
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().api.config.online).toBe(true);
  });
});
