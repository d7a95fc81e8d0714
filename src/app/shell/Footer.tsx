import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink, textLinkSx } from '@/shared/navigation';
import { STATEMENT_PATH } from '@/features/accessibility';
import { APP_NAME, APP_VERSION } from '../config';
import { ThemeModeSwitch } from './ThemeModeSwitch';

/**
 * Copyright with the current year, the link to the accessibility statement (the same place on
 * every page: WCAG 3.2.6), the version label and the theme choice.
 */
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
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <Typography
            component={RouterLink}
            to={STATEMENT_PATH}
            variant="body2"
            sx={[
              textLinkSx,
              // A target of at least 24 px high (WCAG 2.5.8), not only the line of text.
              { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
            ]}
          >
            Accesibilidad
          </Typography>
          <ThemeModeSwitch />
          <Typography variant="body2" color="text.secondary" data-testid="app-version">
            {APP_VERSION}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
