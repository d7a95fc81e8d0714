/** Notifications created by real events (apply, submit, review, next stage). */
import { db, type NotificationType } from '../../db';
import { notificationText } from '../../db/notifications';
import { isStaff } from './route';

export async function notifyUser(
  userId: string,
  type: NotificationType,
  ctx: Parameters<typeof notificationText>[1],
  link: string | null,
): Promise<void> {
  await db.notifications.insert({
    id: crypto.randomUUID(),
    userId,
    type,
    ...notificationText(type, ctx),
    readInApp: false,
    link,
    createdAtMs: Date.now(),
  });
}

/** Tell every active recruiter and admin of a company. */
export async function notifyCompanyStaff(
  companyId: string,
  type: NotificationType,
  ctx: Parameters<typeof notificationText>[1],
  link: string | null,
): Promise<void> {
  const staff = db.users.where('companyId', companyId).filter((u) => u.active && isStaff(u));
  for (const member of staff) await notifyUser(member.id, type, ctx, link);
}

export const nowIso = () => new Date().toISOString();
