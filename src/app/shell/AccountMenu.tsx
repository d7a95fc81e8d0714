import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  USER_DETAILS_STALE_SECONDS,
  selectAppView,
  selectClaims,
  selectSessionUser,
  sessionController,
  useGetUserDetailsQuery,
} from '@/features/auth';
import { useSnackbar } from '@/shared/feedback';
import { initials } from '@/shared/text/initials';
import { useAppSelector, useAppStore } from '../hooks';

/** A menu entry with its icon before the text. */
function IconMenuItem({
  icon: Icon,
  onClick,
  children,
}: {
  icon: typeof SvgIcon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {children}
    </MenuItem>
  );
}

export const COPY_TOKEN_MESSAGES = {
  copied: 'Token copiado al portapapeles',
  clipboardFailed: 'No se pudo copiar el Token al portapapeles',
  failed: 'Error al copiar Token',
} as const;

/** Copy the current id token; the spec's three messages. */
export async function copyToken(
  getToken: () => Promise<string | null>,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<{ message: string; ok: boolean }> {
  let token: string | null;
  try {
    token = await getToken();
    if (!token) throw new Error('No token');
  } catch (error) {
    console.error('Copiar Token', error);
    return { message: COPY_TOKEN_MESSAGES.failed, ok: false };
  }
  try {
    if (!clipboard) throw new Error('No clipboard');
    await clipboard.writeText(token);
    return { message: COPY_TOKEN_MESSAGES.copied, ok: true };
  } catch (error) {
    console.error('Copiar Token', error);
    return { message: COPY_TOKEN_MESSAGES.clipboardFailed, ok: false };
  }
}

/** The account button's name: who is signed in, and the initials its avatar shows. */
export function accountButtonName(name: string, shownInitials: string): string {
  const label = name ? `Cuenta de usuario: ${name}` : 'Cuenta de usuario';
  // Not in parentheses: name-in-label checks (axe) leave a parenthetical out of the name.
  return shownInitials ? `${label}, iniciales ${shownInitials}` : label;
}

/** The avatar and its menu: name, e-mail, Mis CVs and Mis alertas (candidates) or Ofertas de empleo (recruiters), Copiar Token, Configuración, Cerrar Sesión. */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const user = useAppSelector(selectSessionUser);
  const claims = useAppSelector(selectClaims);
  const view = useAppSelector(selectAppView);
  const validating = useAppSelector((state) => state.session.validation === 'validating');
  const { data: details } = useGetUserDetailsQuery(undefined, {
    skip: validating,
    refetchOnMountOrArgChange: USER_DETAILS_STALE_SECONDS,
  });
  const email = details?.email ?? claims?.email ?? user?.email ?? '';
  const name =
    (details ? `${details.name} ${details.lastName}`.trim() : '') ||
    claims?.name ||
    user?.displayName ||
    email;
  // The avatar shows the initials: the button's name holds them too, so that a voice-control
  // user who says what they see ("CR") reaches it (WCAG 2.5.3 Label in Name).
  const shown = name ? initials(name) : '';
  const [signingOut, setSigningOut] = useState(false);
  const { pathname } = useLocation();
  const store = useAppStore();
  useEffect(() => {
    if (signingOut && pathname === '/') void sessionController(store)?.signOut();
  }, [signingOut, pathname, store]);
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    navigate(to);
  };

  return (
    <>
      <Tooltip title="Cuenta">
        <IconButton
          aria-label={accountButtonName(name, shown)}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            src={details?.avatar ?? undefined}
            alt=""
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.95rem',
            }}
          >
            {/* No name known yet (a home drawn at build time): the avatar's own figure. */}
            {shown || null}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 600 }}
            noWrap
            data-testid="account-name"
          >
            {name}
          </Typography>
          <Typography
            variant="body2"
            component="p"
            color="text.secondary"
            noWrap
            data-testid="account-email"
          >
            {email}
          </Typography>
        </Box>
        <Divider />
        {view === 'candidate' ? (
          <IconMenuItem icon={DescriptionOutlined} onClick={() => go('/app/my-cvs?tab=cvs')}>
            Mis CVs
          </IconMenuItem>
        ) : null}
        {view === 'candidate' ? (
          <IconMenuItem icon={NotificationsActiveOutlined} onClick={() => go('/app/alerts')}>
            Mis alertas
          </IconMenuItem>
        ) : (
          <IconMenuItem icon={WorkOutlined} onClick={() => go('/app/recruiter/jobs/')}>
            Ofertas de empleo
          </IconMenuItem>
        )}
        <IconMenuItem
          icon={ContentCopyOutlined}
          onClick={async () => {
            close();
            const result = await copyToken(
              () => sessionController(store)?.getToken() ?? Promise.resolve(null),
            );
            snackbar(result.message, result.ok ? 'success' : 'error');
          }}
        >
          Copiar Token
        </IconMenuItem>
        <IconMenuItem icon={SettingsOutlined} onClick={() => go('/app/settings')}>
          Configuración
        </IconMenuItem>
        <Divider />
        <IconMenuItem
          icon={LogoutOutlined}
          onClick={() => {
            close();
            // Leave /app first (the sign-out follows once home is on screen), so that the
            // /app guard does not send the user to the login.
            setSigningOut(true);
            navigate('/');
          }}
        >
          Cerrar Sesión
        </IconMenuItem>
      </Menu>
    </>
  );
}
