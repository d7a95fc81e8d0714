import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useThemeMode } from '@/theme';
import { BENDER_TEXTS } from '../forms';
import { SCREEN_COLORS } from '../drawing';

// The figures are loaded by the Bender stage only, not by the stage route's other forms.
const BenderFigureSheet = lazy(() => import('@/shared/bender/BenderFigureSheet'));

/** The Bender figures to copy, in the theme's screen colours. */
export function BenderFiguresSection() {
  const { ink, background } = SCREEN_COLORS[useThemeMode().scheme];
  const figuresHeading = useId();
  return (
    <Stack component="section" aria-labelledby={figuresHeading} spacing={1.5}>
      <Typography id={figuresHeading} variant="h6" component="h2">
        {BENDER_TEXTS.figuresTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {BENDER_TEXTS.figuresHelp}
      </Typography>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            aria-label="Cargando figuras"
            sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
          />
        }
      >
        <BenderFigureSheet
          colors={{ ink, background: background ?? 'transparent' }}
          columns={{ xs: 2, sm: 3 }}
          label={BENDER_TEXTS.figuresTitle}
        />
      </Suspense>
    </Stack>
  );
}
