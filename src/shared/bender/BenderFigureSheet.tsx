import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { BENDER_FIGURES, SHEET_COLUMNS } from './figures';
import { figureDataUrl } from './svg';

export interface FigureSheetColors {
  ink: string;
  background: string;
}

interface Props {
  colors: FigureSheetColors;
  /**
   * Columns of the grid, by breakpoint. Three (the default) is the sheet's own layout: 4:3
   * like the canvas, so at the canvas's width every figure is at the drawing's scale.
   */
  columns?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  /** The list's accessible name. */
  label?: string;
}

const gridColumns = (columns: NonNullable<Props['columns']>) =>
  typeof columns === 'number'
    ? `repeat(${columns}, minmax(0, 1fr))`
    : Object.fromEntries(
        Object.entries(columns).map(([key, count]) => [key, `repeat(${count}, minmax(0, 1fr))`]),
      );

/**
 * The nine Bender–Gestalt figures (A, 1…8) in reading order, each an image named "Figura A",
 * "Figura 1"… in a 4:3 cell with its name in the corner. Static SVG made from the figures'
 * geometry (`figures.ts`): nothing is requested.
 */
export function BenderFigureSheet({
  colors,
  columns = SHEET_COLUMNS,
  label = 'Figuras del test de Bender',
}: Props) {
  const images = useMemo(
    () => BENDER_FIGURES.map((figure) => ({ figure, src: figureDataUrl(figure, colors.ink) })),
    [colors.ink],
  );
  return (
    <Box
      component="ol"
      aria-label={label}
      data-testid="bender-figures"
      sx={{
        display: 'grid',
        gridTemplateColumns: gridColumns(columns),
        m: 0,
        p: 0,
        listStyle: 'none',
        bgcolor: colors.background,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {images.map(({ figure, src }) => (
        <Box
          component="li"
          key={figure.id}
          sx={{
            position: 'relative',
            // Hairlines between the cells (the grid's own border draws the outside).
            boxShadow: (theme) => `0 0 0 0.5px ${theme.palette.divider}`,
          }}
        >
          <Box
            component="img"
            src={src}
            alt={figure.label}
            draggable={false}
            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3' }}
          />
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 4,
              left: 6,
              fontSize: 12,
              lineHeight: 1.2,
              fontWeight: 500,
              color: colors.ink,
              opacity: 0.7,
            }}
          >
            {figure.id}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default BenderFigureSheet;
