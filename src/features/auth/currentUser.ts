import { api } from '@/app/api';
import type { UserBase } from '@/shared/domain/user';
import { userDetailsAnswer } from './schemas';

/** The signed-in user's details and profile (`GET /user/details`). */
export interface UserDetails extends UserBase {
  companyId: string | null;
  company?: { id: string; name: string } | null;
  phone?: string | null;
  city?: string | null;
  country?: string | null;
  headline?: string | null;
  about?: string | null;
  skills?: string[];
  linkedinUrl?: string | null;
}

/** User details are stale after this many seconds (product spec §9): pass it to the hook. */
export const USER_DETAILS_STALE_SECONDS = 30;

/** The API answers `{ data }` or the bare object: take what is inside. */
const unwrapData = <T>(answer: unknown): T =>
  (answer && typeof answer === 'object' && 'data' in answer
    ? (answer as { data: T }).data
    : answer) as T;

/**
 * Who is signed in, as the product knows them: owned by the identity feature, read by the
 * top bar (avatar, name) and the settings screen.
 */
export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<UserDetails, void>({
      query: () => 'user/details',
      rawResponseSchema: userDetailsAnswer,
      transformResponse: (answer: unknown) => unwrapData<UserDetails>(answer),
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const { useGetUserDetailsQuery } = currentUserApi;

/** Put fresh details (the answer of a profile save) in the cache, without a refetch. */
export const userDetailsReceived = (details: UserDetails) =>
  currentUserApi.util.upsertQueryData('getUserDetails', undefined, details);
