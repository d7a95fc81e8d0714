import { z } from '../zod';
import { queryBoolean } from './fields';
import { record } from './helpers';
import { operation, type Operation } from './operation';

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
export const notificationOperations = (): Operation[] => [
  operation({
    method: 'get',
    path: '/notifications/',
    summary: 'Las notificaciones del usuario',
    origin: 'spec',
    access: 'user',
    query: notificationsQuery,
    success: { status: 200, schema: notificationListSchema },
  }),
  operation({
    method: 'put',
    path: '/notifications/{timestampNotificationId}/read/',
    summary: 'Marca una notificación como leída',
    origin: 'spec',
    access: 'user',
    success: { status: 200, schema: record({ data: notificationSchema }) },
    errors: { 404: ['not_found'] },
  }),
  operation({
    method: 'put',
    path: '/notifications/read-all/',
    summary: 'Marca todas las notificaciones como leídas',
    origin: 'added here',
    access: 'user',
    success: { status: 200, schema: record({ data: record({ updated: z.number() }) }) },
  }),
];
