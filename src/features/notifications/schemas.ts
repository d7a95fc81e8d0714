import { acknowledgement, answer, record, z } from '@/shared/contract';

/** A notification as the API answers it (docs/api.md "Notification"). */
const notificationSchema = record({
  timestampNotificationId: z.string(),
  title: z.string(),
  body: z.string().nullish(),
  readInApp: z.boolean(),
});

const list = z.array(notificationSchema);

/** `GET /notifications/`: the list bare, in `data`, or in `notifications` (of either). */
export const notificationsAnswer = answer<unknown>(
  z.union([
    list,
    record({ data: z.union([list, record({ notifications: list })]) }),
    record({ notifications: list }),
  ]),
);

export const readAnswer = answer<unknown>(acknowledgement);
