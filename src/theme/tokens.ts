/** The product's visual constants (product spec §1 and §9). */
export const PALETTE = {
  light: {
    primary: '#1A73E8',
    /** Not in the spec: MUI's warning (#ED6C02) reads at 3.1:1 on white; this one 5:1. */
    warning: '#B45309',
  },
  dark: {
    primary: '#8AB4F8',
    background: '#1E1F22',
    paper: '#2B2D31',
    /** Not in the spec: MUI's dark error (#F44336) reads at 3.7:1 on the paper; this one 5.4:1. */
    error: '#F28B82',
  },
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_UNIT = 8;
export const BASE_FONT_SIZE = 16;
export const BUTTON_RADIUS = '0.75rem';
export const TEXT_FIELD_RADIUS = '0.5rem';
export const FONT_FAMILY = 'Roboto, "Helvetica Neue", Arial, sans-serif';
