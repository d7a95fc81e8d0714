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
const Cards = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0.25),
  display: 'grid',
  gap: theme.spacing(1),
  overflowY: 'auto',
}));

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
