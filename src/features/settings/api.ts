import { api } from '@/app/api';

/** The signed-in user's details and profile (`GET /user/details`). */
export interface UserDetails {
  id: string;
  name: string;
  lastName: string;
  fullName?: string;
  email: string;
  /** URL of the profile picture, or null. */
  avatar: string | null;
  roles: string[];
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

/** What a candidate may change of their profile (`PATCH /candidates/profile`). */
export type ProfileBody = Partial<
  Pick<
    UserDetails,
    | 'name'
    | 'lastName'
    | 'phone'
    | 'city'
    | 'country'
    | 'headline'
    | 'about'
    | 'skills'
    | 'linkedinUrl'
  >
>;

/** User details are stale after this many seconds (product spec §9): pass it to the hook. */
export const USER_DETAILS_STALE_SECONDS = 30;

const unwrap = <T>(answer: unknown): T =>
  (answer && typeof answer === 'object' && 'data' in answer
    ? (answer as { data: T }).data
    : answer) as T;

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<UserDetails, void>({
      query: () => 'user/details',
      transformResponse: (answer: unknown) => unwrap<UserDetails>(answer),
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    updateProfile: build.mutation<UserDetails, ProfileBody>({
      query: (body) => ({ url: 'candidates/profile', method: 'PATCH', body }),
      transformResponse: (answer: unknown) => unwrap<UserDetails>(answer),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userApi.util.upsertQueryData('getUserDetails', undefined, data));
        } catch {
          // The form shows the error.
        }
      },
    }),
    uploadAvatar: build.mutation<
      { avatar: string | null; user?: UserDetails },
      { userId: string; file: File }
    >({
      query: ({ userId, file }) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: `user/${encodeURIComponent(userId)}/avatar`, method: 'POST', body };
      },
      transformResponse: (answer: unknown) =>
        unwrap<{ avatar: string | null; user?: UserDetails }>(answer),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const { useGetUserDetailsQuery, useUpdateProfileMutation, useUploadAvatarMutation } =
  userApi;
