import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '../config';
import { Logo } from './Logo';

/** The top bar: logo and title linking home; "Ingresar" for a signed-out visitor. */
export function TopBar() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          aria-label={`${APP_NAME}, ir al inicio`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, borderRadius: 1 }}
        >
          <Logo />
          <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
            {APP_NAME}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to="/login" variant="outlined">
          Ingresar
        </Button>
      </Toolbar>
    </AppBar>
  );
}
