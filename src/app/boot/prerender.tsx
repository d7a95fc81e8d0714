import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { ROLE_HOME, type AppView } from '@/features/auth';
import { App } from '../App';
import { routerContextFor } from '../routerContext';
import { routes } from '../routes';
import { makeStore, type RootState } from '../store';

export interface DrawnPages {
  /** The landing `/`, as a visitor's first render draws it. */
  landing: string;
  /** Each view's home, as its first render draws it for a signed-in user of that view. */
  homes: Record<AppView, string>;
  /** Emotion's `<style>` elements for all of them. */
  styles: string;
}

/** A signed-in session of `view`, validated, its data not arrived yet. */
function signedInSession(view: AppView): Partial<RootState> {
  return {
    session: {
      status: 'signedIn',
      validation: 'valid',
      user: { uid: '', email: null, emailVerified: true, displayName: null },
      claims: {
        appUserId: '',
        roles: [view],
        companyId: null,
        email: null,
        name: null,
      },
    },
  };
}

/** The app at `path` rendered to markup, once the route's code has loaded. */
async function draw(
  path: string,
  cache: EmotionCache,
  preloadedState?: Partial<RootState>,
): Promise<string> {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContextFor(store),
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const element: ReactNode = (
    <StrictMode>
      <CacheProvider value={cache}>
        <App store={store} router={router} />
      </CacheProvider>
    </StrictMode>
  );
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  router.dispose();
  return html;
}

/**
 * The pages `index.html` paints before the JavaScript has arrived (issue 15), rendered at
 * build time (Node): the landing, and each view's home for a returning signed-in user.
 */
export async function prerenderPages(): Promise<DrawnPages> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const landing = await draw('/', cache);
  const homes = {} as Record<AppView, string>;
  for (const view of Object.keys(ROLE_HOME) as AppView[]) {
    homes[view] = await draw(ROLE_HOME[view], cache, signedInSession(view));
  }
  const all = [landing, ...Object.values(homes)].join('');
  return { landing, homes, styles: constructStyleTagsFromChunks(extractCriticalToChunks(all)) };
}
