// The review screens, loaded lazily by the routes.
export { ReviewQueuePage } from './ReviewQueuePage';
export { AttemptReviewPage } from './AttemptReviewPage';
