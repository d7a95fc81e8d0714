import { notificationText } from '../notifications';
import type { Notification, NotificationType } from '../schemas';
import type { SeedContext } from './context';

export type Notify = (
  userId: string,
  type: NotificationType,
  at: number,
  ctx: Parameters<typeof notificationText>[1],
  link: string | null,
  readInApp: boolean,
) => void;

/** The notifications table, and `notify` to add one (its time never after `now`). */
export function createNotifications({ now, uuid }: SeedContext) {
  const notifications: Notification[] = [];
  const notify: Notify = (userId, type, at, ctx, link, readInApp) => {
    notifications.push({
      id: uuid(),
      userId,
      type,
      ...notificationText(type, ctx),
      readInApp,
      link,
      createdAtMs: Math.min(at, now),
    });
  };
  return { notifications, notify };
}
