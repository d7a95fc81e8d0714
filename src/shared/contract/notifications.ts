import { z } from '../zod';
import { queryBoolean } from './fields';
import { record } from './helpers';
import { endpoints, notFound, type Operation } from './operation';

/** The user's notifications (docs/api.md "Notifications"). */

/** `GET /notifications/`. */
export const notificationsQuery = z.object({
  unread: queryBoolean.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A notification (docs/api.md "Notification"). */
export const notificationSchema = record({
  timestampNotificationId: z.string(),
  title: z.string(),
  body: z.string().nullish(),
  readInApp: z.boolean(),
});

/** `GET /notifications/`: the newest ones, their total and how many are unread. */
export const notificationListSchema = record({
  data: z.array(notificationSchema),
  total: z.number(),
  unreadCount: z.number(),
});

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const notificationOperations = (): Operation[] =>
  endpoints('user', 'spec', {
    'get /notifications/': {
      summary: 'Las notificaciones del usuario',
      query: notificationsQuery,
      ok: notificationListSchema,
    },
    'put /notifications/{timestampNotificationId}/read/': {
      summary: 'Marca una notificación como leída',
      ok: record({ data: notificationSchema }),
      errors: notFound,
    },
    'put /notifications/read-all/': {
      summary: 'Marca todas las notificaciones como leídas',
      origin: 'added here',
      ok: record({ data: record({ updated: z.number() }) }),
    },
  });
