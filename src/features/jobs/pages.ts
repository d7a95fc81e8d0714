// The candidate's offer screens, loaded lazily by the routes.
export { FeedPage } from './FeedPage';
export { JobSearchPage } from './JobSearchPage';
export { FavoritesPage } from './FavoritesPage';
