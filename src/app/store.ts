import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { THEME_MODE_STORAGE_KEY, readStoredPreference } from '@/theme';
import { sessionSlice } from '@/features/auth';
import { snackbarSlice } from '@/shared/feedback';
import { api, createApiExtra } from './api';
import { themeModeChanged, uiSlice } from './uiSlice';

/**
 * The root reducer. Features that keep client state add their slices with
 * `rootReducer.inject(slice)` (lazy slices), so that this file does not import them.
 */
export const rootReducer = combineSlices(api, uiSlice, snackbarSlice, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export const listenerMiddleware = createListenerMiddleware();

/** The user's theme choice outlives the tab. */
listenerMiddleware.startListening({
  actionCreator: themeModeChanged,
  effect: (action) => {
    try {
      localStorage.setItem(THEME_MODE_STORAGE_KEY, action.payload);
    } catch {
      // Storage may be full or blocked: the choice then lasts for this visit only.
    }
  },
});

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A new store: one for the app, and a fresh one for each test. Each has its own auth
 * bridge (the thunk extra argument, read by the base query as `api.extra`); the focus and
 * reconnect listeners are attached by `App` while it is mounted.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ui: { themeMode: readStoredPreference(storage()) },
      ...preloadedState,
    } as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: createApiExtra() } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
