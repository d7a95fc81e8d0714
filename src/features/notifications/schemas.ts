import {
  acknowledgement,
  answer,
  notificationListSchema,
  notificationSchema,
  record,
  z,
} from '@/shared/contract';

const list = z.array(notificationSchema);

/**
 * `GET /notifications/`: the contract's `{ data, total, unreadCount }`; also the list bare,
 * in `data`, or in `notifications` (of either).
 */
export const notificationsAnswer = answer<unknown>(
  z.union([
    notificationListSchema,
    list,
    record({ data: z.union([list, record({ notifications: list })]) }),
    record({ notifications: list }),
  ]),
);

export const readAnswer = answer<unknown>(acknowledgement);
