import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_NAME, APP_VERSION } from '../config';
import { ThemeModeSwitch } from './ThemeModeSwitch';

/** Copyright with the current year, the version label and the theme choice. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 2, px: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          © {year} {APP_NAME}. Todos los derechos reservados.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ThemeModeSwitch />
          <Typography variant="body2" color="text.secondary" data-testid="app-version">
            {APP_VERSION}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
