import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/auth';
import { snackbarSlice } from '@/shared/feedback';
import { api, createApiExtra } from './api';

/**
 * The root reducer. Features that keep client state add their slices with
 * `rootReducer.inject(slice)` (lazy slices), so that this file does not import them.
 */
export const rootReducer = combineSlices(api, snackbarSlice, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store: one for the app, and a fresh one for each test. Each has its own auth
 * bridge (the thunk extra argument, read by the base query as `api.extra`); the focus and
 * reconnect listeners are attached by `App` while it is mounted.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: createApiExtra() } }).concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
