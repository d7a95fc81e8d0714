import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';
import { routerContextFor } from './routerContext';
import { routes } from './routes';
import { makeStore } from './store';

export interface PrerenderedPage {
  /** The page's markup (what React's first render of it draws). */
  html: string;
  /** Emotion's `<style>` elements for that markup. */
  styles: string;
}

/**
 * The landing `/` as a visitor's first render draws it, rendered at build time (Node) so that
 * `index.html` can paint it before the JavaScript has arrived (issue 15).
 */
export async function prerenderLanding(): Promise<PrerenderedPage> {
  const store = makeStore();
  const router = createMemoryRouter(routes, {
    initialEntries: ['/'],
    getContext: routerContextFor(store),
  });
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App store={store} router={router} />
      </CacheProvider>
    </StrictMode>,
  );
  router.dispose();
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
