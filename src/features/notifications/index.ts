/** Public face of the notifications feature (used by the signed-in top bar, itself lazy). */
export { NotificationsBell, NO_NOTIFICATIONS } from './NotificationsBell';
export { notificationRelativeTime, relativeTime, notificationTime } from './time';
