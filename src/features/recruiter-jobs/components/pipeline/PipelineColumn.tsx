import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCount } from '@/shared/domain';
import type { BoardColumn } from '../../pipeline/columns';
import type { CardKeyProps } from '../../pipeline/useBoardKeys';
import { PipelineCard } from './PipelineCard';

const Column = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5),
  borderRadius: 16,
  background: (theme.vars ?? theme).palette.action.hover,
  minWidth: 0,
  [theme.breakpoints.up('md')]: { width: 272, flex: '0 0 272px', maxHeight: '70vh' },
}));
// The cards' styles, once per column (not per card): see `PipelineCard`.
const Cards = styled('ul')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    listStyle: 'none',
    margin: 0,
    padding: theme.spacing(0.25),
    display: 'grid',
    gap: theme.spacing(1),
    overflowY: 'auto',
    '& a': {
      display: 'grid',
      gap: theme.spacing(0.5),
      padding: theme.spacing(1.25, 1.5),
      borderRadius: 12,
      border: `1px solid ${palette.divider}`,
      background: palette.background.paper,
      color: palette.text.primary,
      textDecoration: 'none',
      '&:hover': { borderColor: palette.primary.main },
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '& .name': { fontWeight: 600, overflowWrap: 'anywhere' },
    '& .meta': { ...theme.typography.body2, color: palette.text.secondary },
    '& .flag': {
      ...theme.typography.body2,
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      fontWeight: 600,
      color: palette.warning.dark,
      '& svg': { fontSize: 18 },
    },
  };
});

type Props = {
  column: BoardColumn;
  total: number;
  jobId: string;
  now: number;
  keyProps: CardKeyProps;
};

/** One column of the board: a labelled list (its heading names it and counts its cards). */
export function PipelineColumn({ column, total, jobId, now, keyProps }: Props) {
  const headingId = useId();
  const shown = column.cards.length;
  return (
    <Column aria-labelledby={headingId} data-column={column.key}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {column.title}{' '}
        <Typography component="span" color="text.secondary" data-testid="column-count">
          ({shown === total ? formatCount(shown) : `${formatCount(shown)} de ${formatCount(total)}`}
          )
        </Typography>
      </Typography>
      {shown === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {total === 0 ? 'Nadie en esta columna todavía.' : 'Nadie coincide con los filtros aquí.'}
        </Typography>
      ) : (
        <Cards role="list" aria-labelledby={headingId}>
          {column.cards.map((card) => (
            <PipelineCard
              key={card.applicationId}
              card={card}
              jobId={jobId}
              now={now}
              keyProps={keyProps}
            />
          ))}
        </Cards>
      )}
    </Column>
  );
}
