import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BoardColumn } from '../../pipeline/columns';
import { useBoardKeys } from '../../pipeline/useBoardKeys';
import { PipelineColumn } from './PipelineColumn';

/** What the board says where a person would try to drag a card (issue 34.7). */
export const NO_DRAG_HINT =
  'Las tarjetas no se arrastran: un candidato cambia de etapa cuando envía un intento y lo revisas. Abre la tarjeta para revisarlo.';

type Props = {
  columns: readonly BoardColumn[];
  /** The columns before the filter: each heading counts "n de total". */
  totals: ReadonlyMap<string, number>;
  jobId: string;
  now: number;
};

/**
 * The columns side by side from a tablet up, one under the other on a phone (a list grouped by
 * stage); the same sections and lists, so that the keyboard and a screen reader find the same
 * board on both.
 */
export function PipelineBoard({ columns, totals, jobId, now }: Props) {
  const { onKeyDown, cardProps } = useBoardKeys(columns);
  const [dragTried, setDragTried] = useState(false);
  const navigate = useNavigate();
  // The cards' links, routed here (one handler, not one per card); a modified click (new tab)
  // is left to the browser.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-card]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  };
  return (
    <Box>
      <Box role="status" sx={{ '&:empty': { display: 'none' }, mb: 2 }}>
        {dragTried ? (
          <Alert severity="info" onClose={() => setDragTried(false)}>
            {NO_DRAG_HINT}
          </Alert>
        ) : null}
      </Box>
      {/* Arrow keys reach the cards' links inside: the board only routes them. */}
      <Box
        onKeyDown={onKeyDown}
        onClick={onClick}
        onDragStart={(event) => {
          event.preventDefault();
          setDragTried(true);
        }}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { md: 'flex-start' },
          overflowX: { md: 'auto' },
          pb: 1,
        }}
      >
        {columns.map((column) => (
          <PipelineColumn
            key={column.key}
            column={column}
            total={totals.get(column.key) ?? column.cards.length}
            jobId={jobId}
            now={now}
            keyProps={cardProps}
          />
        ))}
      </Box>
    </Box>
  );
}
