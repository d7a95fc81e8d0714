import { USER_DETAILS_STALE_SECONDS, useGetUserDetailsQuery } from '@/features/auth';

/** Whether the candidate's profile lists skills (true while unknown: the match is shown). */
export function useHasProfileSkills(): boolean {
  const { data } = useGetUserDetailsQuery(undefined, {
    refetchOnMountOrArgChange: USER_DETAILS_STALE_SECONDS,
  });
  return data ? (data.skills?.length ?? 0) > 0 : true;
}
