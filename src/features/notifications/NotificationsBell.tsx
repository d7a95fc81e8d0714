import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadErrorAlert, useSnackbar } from '@/shared/feedback';
import {
  NOTIFICATIONS_POLLING_MS,
  notificationPath,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type AppNotification,
} from './api';
import { notificationRelativeTime } from './time';

export const NO_NOTIFICATIONS = 'No hay notificaciones';
export const MARK_ALL_READ = 'Marcar todas como leídas';
/** The largest count the badge writes out; past it, "99+". */
const BADGE_MAX = 99;

/** The bell with the unread count; its popover lists the notifications (polled every 15 s). */
export function NotificationsBell({ enabled = true }: { enabled?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const {
    data = [],
    isError,
    isLoading,
    refetch,
  } = useGetNotificationsQuery(undefined, {
    skip: !enabled,
    pollingInterval: NOTIFICATIONS_POLLING_MS,
    skipPollingIfUnfocused: true,
  });
  const unread = data.filter((n) => !n.readInApp).length;
  const navigate = useNavigate();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const snackbar = useSnackbar();
  const close = () => setAnchor(null);
  const follow = (item: AppNotification) => {
    const path = notificationPath(item.link);
    if (!path) return;
    close();
    navigate(path);
  };
  // The name holds what the badge shows ("99+" past the maximum), so that a voice-control
  // user who says what they see reaches the bell (WCAG 2.5.3 Label in Name).
  const shownCount = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  const label = unread > 0 ? `Notificaciones, ${shownCount} sin leer` : 'Notificaciones';
  const icon = unread > 0 ? <NotificationsOutlined /> : <NotificationsNoneOutlined />;

  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at all with nothing unread: a hidden MUI badge keeps its last count in
              the page, text that the button's name would then leave out. */}
          {unread > 0 ? (
            <Badge
              badgeContent={unread}
              color="error"
              max={BADGE_MAX}
              data-testid="notifications-badge"
            >
              {icon}
            </Badge>
          ) : (
            icon
          )}
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Notificaciones',
            sx: {
              width: 380,
              // The popover keeps 16 px from each edge of the window (its marginThreshold).
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 480,
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            px: 2,
            py: 1,
            minHeight: 52,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notificaciones
          </Typography>
          {unread > 0 ? (
            <Button
              size="small"
              onClick={() => {
                markAllRead()
                  .unwrap()
                  .catch(() => snackbar('No se pudieron marcar las notificaciones', 'error'));
              }}
            >
              {MARK_ALL_READ}
            </Button>
          ) : null}
        </Stack>
        <Divider />
        <NotificationList
          items={data}
          loading={isLoading}
          failed={isError && data.length === 0}
          onRetry={() => void refetch()}
          onFollow={follow}
        />
      </Popover>
    </>
  );
}

function NotificationList({
  items,
  loading,
  failed,
  onRetry,
  onFollow,
}: {
  items: AppNotification[];
  loading: boolean;
  /** The last load failed and no list is known: the error, never "No hay notificaciones". */
  failed: boolean;
  onRetry: () => void;
  /** Go where the notification leads (when it leads somewhere) and close the list. */
  onFollow: (item: AppNotification) => void;
}) {
  const [markRead] = useMarkNotificationReadMutation();
  const snackbar = useSnackbar();
  if (loading) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        Cargando notificaciones...
      </Typography>
    );
  }
  if (failed) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert fallback="No se pudieron cargar las notificaciones." onRetry={onRetry} />
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {NO_NOTIFICATIONS}
      </Typography>
    );
  }
  const open = (item: AppNotification) => {
    if (!item.readInApp) {
      markRead(item.timestampNotificationId)
        .unwrap()
        .catch(() => snackbar('No se pudo marcar la notificación como leída', 'error'));
    }
    onFollow(item);
  };
  return (
    <List dense disablePadding sx={{ overflowY: 'auto' }} aria-label="Lista de notificaciones">
      {items.map((item) => {
        const time = notificationRelativeTime(item.timestampNotificationId);
        return (
          <ListItem key={item.timestampNotificationId} disablePadding>
            <ListItemButton
              onClick={() => open(item)}
              data-read={item.readInApp ? 'true' : 'false'}
              // Named by its text (title, body, time), "No leída" first for a screen reader: a
              // name of its own would leave the visible text out of it (WCAG 2.5.3).
              sx={{
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.25,
                bgcolor: item.readInApp ? 'transparent' : 'action.hover',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  mt: 0.9,
                  width: 8,
                  height: 8,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: item.readInApp ? 'transparent' : 'primary.main',
                }}
              />
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: item.readInApp ? 400 : 600 }}>
                  {item.readInApp ? null : (
                    <>
                      <Box component="span" sx={visuallyHidden}>
                        No leída:
                      </Box>{' '}
                    </>
                  )}
                  {item.title}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {item.body}
                </Typography>
                {time ? (
                  <Typography variant="caption" color="text.secondary">
                    {time}
                  </Typography>
                ) : null}
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
