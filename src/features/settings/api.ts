import { api } from '@/app/api';
import { userDetailsReceived, type UserDetails } from '@/features/auth';
import { avatarAnswer, savedProfileAnswer } from './schemas';

const unwrap = <T>(answer: unknown): T =>
  (answer && typeof answer === 'object' && 'data' in answer
    ? (answer as { data: T }).data
    : answer) as T;

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
> & { version?: number };

/** What staff (recruiter, admin) may change of their own profile (`PATCH /user/profile`). */
export type StaffProfileBody = Partial<
  Pick<UserDetails, 'name' | 'lastName' | 'phone' | 'headline'>
> & { version?: number };

/** A saved profile answers with the user's details: the session's copy takes them at once. */
async function keepSavedDetails(
  _body: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof userDetailsReceived>) => unknown;
    queryFulfilled: Promise<{ data: UserDetails }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(userDetailsReceived(data));
  } catch {
    // The form shows the error.
  }
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserDetails, ProfileBody>({
      query: (body) => ({ url: 'candidates/profile', method: 'PATCH', body }),
      rawResponseSchema: savedProfileAnswer,
      transformResponse: (answer: unknown) => unwrap<UserDetails>(answer),
      onQueryStarted: keepSavedDetails,
    }),
    updateStaffProfile: build.mutation<UserDetails, StaffProfileBody>({
      query: (body) => ({ url: 'user/profile', method: 'PATCH', body }),
      rawResponseSchema: savedProfileAnswer,
      transformResponse: (answer: unknown) => unwrap<UserDetails>(answer),
      onQueryStarted: keepSavedDetails,
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
      rawResponseSchema: avatarAnswer,
      transformResponse: (answer: unknown) =>
        unwrap<{ avatar: string | null; user?: UserDetails }>(answer),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateStaffProfileMutation, useUploadAvatarMutation } =
  profileApi;
