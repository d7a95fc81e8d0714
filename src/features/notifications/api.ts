import { api } from '@/app/api';
import { notificationsAnswer, readAnswer } from './schemas';

/** A notification of the signed-in user (product spec §3). */
export interface AppNotification {
  timestampNotificationId: string;
  title: string;
  body: string;
  readInApp: boolean;
  /** Where it leads in the app, when it does. */
  link?: string | null;
}

/** Notifications are polled this often (product spec §9). */
export const NOTIFICATIONS_POLLING_MS = 15_000;

function toList(answer: unknown): AppNotification[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? ((answer as { data?: unknown; notifications?: unknown }).data ??
        (answer as { notifications?: unknown }).notifications)
      : [];
  const items = Array.isArray(list)
    ? list
    : list &&
        typeof list === 'object' &&
        Array.isArray((list as { notifications?: unknown }).notifications)
      ? (list as { notifications: unknown[] }).notifications
      : [];
  return items.filter(
    (item): item is AppNotification =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as AppNotification).timestampNotificationId === 'string',
  );
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<AppNotification[], void>({
      query: () => 'notifications/',
      rawResponseSchema: notificationsAnswer,
      transformResponse: toList,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    /** Marked read at once in the cached list, then on the server; undone if the server fails. */
    markNotificationRead: build.mutation<unknown, string>({
      query: (timestampNotificationId) => ({
        url: `notifications/${encodeURIComponent(timestampNotificationId)}/read/`,
        method: 'PUT',
      }),
      rawResponseSchema: readAnswer,
      async onQueryStarted(timestampNotificationId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            const item = draft.find((n) => n.timestampNotificationId === timestampNotificationId);
            if (item) item.readInApp = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** Every notification read at once in the cached list, then on the server; undone on failure. */
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: 'notifications/read-all/', method: 'PUT' }),
      rawResponseSchema: readAnswer,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const item of draft) item.readInApp = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

/** The in-app path a notification leads to, or null (only same-app paths are followed). */
export function notificationPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) {
    return null;
  }
  return link;
}

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
