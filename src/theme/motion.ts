import type { Interpolation, Theme } from '@mui/material/styles';

/**
 * `prefers-reduced-motion: reduce` honoured everywhere (issue 16): MUI's transitions (menus,
 * dialogs, drawers, collapses), notistack's, dnd-kit's and the skeletons' animations end at
 * once. A near-zero duration rather than none, so that code waiting for `transitionend` or
 * `animationend` still gets it. Progress indicators keep turning: they say something is
 * happening, and stopping them would read as a hang.
 */
export const reducedMotionStyles: Interpolation<Theme> = {
  '@media (prefers-reduced-motion: reduce)': {
    'html, html *:not(.MuiCircularProgress-root, .MuiCircularProgress-svg, .MuiCircularProgress-circle, .MuiLinearProgress-bar), *::before, *::after':
      {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
  },
};
