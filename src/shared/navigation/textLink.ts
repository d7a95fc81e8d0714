import type { Theme } from '@mui/material/styles';

/**
 * MUI `Link`'s look (the primary colour, underlined in its 40 % tone, fully on hover) for a
 * `Typography` drawn as a link: `<Typography component={RouterLink} sx={textLinkSx}>`. The
 * shell's links (skip link, footer) use it instead of `Link` itself, whose module would be
 * 1 kB gzip of every page's initial JS (issue 15); screens loaded later use `Link`.
 */
export const textLinkSx = (theme: Theme) => {
  const primary = (theme.vars ?? theme).palette.primary.main;
  return {
    color: primary,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(primary, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  };
};
