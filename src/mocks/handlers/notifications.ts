import { notificationsQuery as listQuery } from '../../shared/contract';
import { db, type Notification } from '../db';
import { forbidden, notFound } from './lib/errors';
import { route } from './lib/route';
import { readQuery } from './lib/validation';
import { notificationView } from './lib/views';
import { thenById } from './lib/paging';

/** `<epoch ms>-<id>`: the id is whatever follows the first dash. */
function ownNotification(userId: string, timestampNotificationId: string): Notification {
  const dash = timestampNotificationId.indexOf('-');
  const notification =
    dash > 0 ? db.notifications.get(timestampNotificationId.slice(dash + 1)) : undefined;
  if (
    !notification ||
    String(notification.createdAtMs) !== timestampNotificationId.slice(0, dash)
  ) {
    throw notFound('Notificación no encontrada');
  }
  if (notification.userId !== userId) throw forbidden('Esta notificación no es tuya');
  return notification;
}

export const notificationHandlers = [
  // spec: the user's notifications, newest first (polled every 15 s).
  route('get', '/notifications', 'user', ({ url, user }) => {
    const query = readQuery(url, listQuery);
    const mine = db.notifications.where('userId', user.id);
    const rows = mine
      .filter((n) => query.unread === undefined || n.readInApp !== query.unread)
      .sort(thenById((a, b) => b.createdAtMs - a.createdAtMs));
    return {
      data: rows.slice(0, query.limit).map(notificationView),
      total: rows.length,
      unreadCount: mine.filter((n) => !n.readInApp).length,
    };
  }),

  // added here: mark all as read (before the :id route).
  route('put', '/notifications/read-all', 'user', async ({ user }) => {
    const unread = db.notifications.where('userId', user.id).filter((n) => !n.readInApp);
    for (const n of unread) {
      await db.notifications.update(n.id, (draft) => {
        draft.readInApp = true;
      });
    }
    return { data: { updated: unread.length } };
  }),

  // spec: mark one notification as read (idempotent).
  route('put', '/notifications/:timestampNotificationId/read', 'user', async ({ params, user }) => {
    const notification = ownNotification(user.id, params.timestampNotificationId!);
    const updated = notification.readInApp
      ? notification
      : await db.notifications.update(notification.id, (draft) => {
          draft.readInApp = true;
        });
    return { data: notificationView(updated!) };
  }),
];
