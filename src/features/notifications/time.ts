/**
 * Notification times (product spec §8), from the `timestampNotificationId` prefix
 * (`<epoch ms>-<id>`, or an ISO date in a dash-separated prefix).
 */
import { formatShortDate } from '@/shared/domain';

const HOUR_MS = 60 * 60_000;

/** The moment a notification was created, from its id's prefix; null when unreadable. */
export function notificationTime(timestampNotificationId: string): number | null {
  const epoch = /^(\d{10,})(?:-|$)/.exec(timestampNotificationId);
  if (epoch) {
    const value = Number(epoch[1]);
    // Seconds or milliseconds.
    return epoch[1]!.length <= 10 ? value * 1000 : value;
  }
  const iso = /^(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)/.exec(
    timestampNotificationId,
  );
  if (iso) {
    const value = Date.parse(iso[1]!);
    return Number.isNaN(value) ? null : value;
  }
  return null;
}

/** "Hace unos minutos" (< 1 h), "Hace {n}h" (< 24 h), "Ayer" (< 48 h), else a short date. */
export function relativeTime(time: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - time);
  if (elapsed < HOUR_MS) return 'Hace unos minutos';
  if (elapsed < 24 * HOUR_MS) return `Hace ${Math.floor(elapsed / HOUR_MS)}h`;
  if (elapsed < 48 * HOUR_MS) return 'Ayer';
  return formatShortDate(time);
}

export function notificationRelativeTime(
  timestampNotificationId: string,
  now: number = Date.now(),
): string {
  const time = notificationTime(timestampNotificationId);
  return time === null ? '' : relativeTime(time, now);
}
