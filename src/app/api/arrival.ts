import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** What a store takes in of the RTK Query `api` (`./index.ts`): its state and middleware. */
export interface ArrivingApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

let arrived: ArrivingApi | null = null;
const waiting: ((api: ArrivingApi) => void)[] = [];

/**
 * RTK Query's code is not in the entry (issue 15): the `api` module is loaded with the first
 * screen or session that calls the API. `join` runs when it is: at once if it already was.
 */
export function whenApiArrives(join: (api: ArrivingApi) => void): void {
  if (arrived) join(arrived);
  else waiting.push(join);
}

export function apiHasArrived(): boolean {
  return arrived !== null;
}

/** Called by the `api` module when it is first evaluated. */
export function apiArrived(api: ArrivingApi): void {
  arrived = api;
  for (const join of waiting.splice(0)) join(api);
}
