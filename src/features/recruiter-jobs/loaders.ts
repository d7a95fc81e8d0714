import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { recruiterJobsApi } from './api';
import type { StaffJobOffer } from './model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * Load the offer before its page shows (into the RTK Query cache, which the page then
 * reads). A failure is thrown as the `ApiError`: the route's error boundary turns a 404
 * into "Sin datos" and a 403 into "Acceso denegado".
 */
export async function loadStaffOffer(dispatch: Dispatch, id: string): Promise<StaffJobOffer> {
  const request = dispatch(recruiterJobsApi.endpoints.getStaffJobOffer.initiate(id));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}
