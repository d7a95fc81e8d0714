import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { createMockIdentityProvider } from '@/mocks/identity';
import '@/test/msw';
import { renderWithApp } from '@/test/render';
import { startSession } from '../session/start';

// The session code is loaded lazily, beside the first screen. Here it arrives only when
// the test says so: the verify screen must wait for it, not take its absence for a
// failed sign-in.
let releaseController: () => void = () => undefined;
const controllerLoaded = new Promise<void>((resolve) => {
  releaseController = resolve;
});
vi.mock('../session/controller', async (importOriginal) => {
  await controllerLoaded;
  return importOriginal();
});

afterEach(() => localStorage.clear());

describe('verify with a slow session start', () => {
  it('waits for the session, then lands on the redirect', async () => {
    const identity = createMockIdentityProvider({
      storage: localStorage,
      origin: window.location.origin,
    });
    await identity.sendSignInLink('camila.rojas@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=camila.rojas%40ejemplo.com&redirect=%2Fapp%2Fsettings`,
    });
    const link = new URL(identity.mailbox()[0]!.link);
    const store = makeStore();
    const started = startSession(store, identity);
    const { router } = renderWithApp(null, {
      routes,
      path: `${link.pathname}${link.search}`,
      store,
    });
    // The link is used while the session code is still on its way.
    await waitFor(() => expect(identity.currentUser()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/auth/verify');
    releaseController();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
    expect(store.getState().session).toMatchObject({ status: 'signedIn', validation: 'valid' });
    (await started).stop();
  });
});
