import { RouterContextProvider, createContext } from 'react-router';
import type { AppStore } from './store';

/**
 * The store, as route loaders see it (`context.get(storeContext)`): loaders load what a
 * screen needs "before it shows" through the store, so the screen finds it in the cache.
 */
export const storeContext = createContext<AppStore>();

/** The router's `getContext`: a fresh context for each navigation, holding the store. */
export function routerContextFor(store: AppStore): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(storeContext, store);
    return context;
  };
}
