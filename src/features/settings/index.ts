/** Public face of the settings feature (the screen is in `./pages`). */
export { useGetUserDetailsQuery, USER_DETAILS_STALE_SECONDS, type UserDetails } from './api';
