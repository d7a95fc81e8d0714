import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { sessionSlice } from '@/features/auth';
import { snackbarSlice } from '@/shared/feedback';
import type { api } from './api';
import { apiHasArrived, whenApiArrives } from './api/arrival';
import { createApiExtra } from './api/authBridge';

/**
 * The root reducer. Features that keep client state add their slices with
 * `rootReducer.inject(slice)` (lazy slices), so that this file does not import them. The
 * RTK Query `api` is one of them: RTK Query's code comes with the first screen or session
 * that calls the API, not in the landing's JavaScript (issue 15), and `./api` joins it to
 * every store when it is first imported (`apiArrived`).
 */
export const rootReducer = combineSlices(snackbarSlice, sessionSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();

/**
 * The state as code that can reach the API sees it: `api` is there, because importing the
 * `api` joins its state to every store before any of its calls can be made.
 */
export type RootState = ReturnType<typeof rootReducer> & WithSlice<typeof api>;

/** Middleware that arrives with code loaded later: RTK Query's, with the `api`. */
const lazyMiddleware = createDynamicMiddleware();

// The API's state and middleware join the root reducer when the `api` arrives.
whenApiArrives((arrived) => {
  rootReducer.inject(arrived as typeof api);
  lazyMiddleware.addMiddleware(arrived.middleware);
});

/** Dispatched to a store made before the `api` arrived, so that its state takes the API's in. */
const apiJoined = createAction('app/apiJoined');

/**
 * A new store: one for the app, and a fresh one for each test. Each has its own auth
 * bridge (the thunk extra argument, read by the base query as `api.extra`); the focus and
 * reconnect listeners are attached by `App` while it is mounted.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: createApiExtra() } }).concat(
        lazyMiddleware.middleware,
      ),
  });
  // Made before the `api` arrived (the app's store): its state takes the API's in when it does.
  if (!apiHasArrived()) whenApiArrives(() => store.dispatch(apiJoined()));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
