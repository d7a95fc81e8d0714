import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { styled } from '@mui/material/styles';
import { formatDaysAgo, formatDuration } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import type { BoardCard } from '../../pipeline/columns';
import { daysInStage } from '../../pipeline/columns';
import type { CardKeyProps } from '../../pipeline/useBoardKeys';
import { attemptReviewPath, candidateHistoryPath } from '../../paths';

// Styled once (not `sx` per card): a board of 500 cards stays cheap to draw (issue 34.8).
const CardLink = styled(RouterLink)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.25, 1.5),
  borderRadius: 12,
  border: `1px solid ${theme.vars?.palette.divider ?? theme.palette.divider}`,
  background: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  textDecoration: 'none',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 88px',
  '&:hover': { borderColor: (theme.vars ?? theme).palette.primary.main },
  '&:focus-visible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));
const Name = styled('span')({ fontWeight: 600, overflowWrap: 'anywhere' });
const Meta = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));
const Flag = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.warning.dark,
  '& svg': { fontSize: 18 },
}));

type Props = {
  card: BoardCard;
  jobId: string;
  now: number;
  keyProps: CardKeyProps;
};

/** One candidate on the board: opens the attempt to review when there is one, else the history. */
/** How long the card has been where it is: "3 días en la etapa"; closing columns: "hace 3 días". */
function waitText(card: BoardCard, now: number) {
  if (!card.inStage) return formatDaysAgo(card.since, now);
  const days = daysInStage(card.since, now);
  return days === 0 ? 'Llegó hoy a la etapa' : `${formatDuration(days * 24)} en la etapa`;
}

export function PipelineCard({ card, jobId, now, keyProps }: Props) {
  return (
    <li>
      <CardLink
        to={
          card.reviewAttemptId
            ? attemptReviewPath(card.reviewAttemptId)
            : candidateHistoryPath(jobId, card.candidateId)
        }
        {...keyProps(card.applicationId)}
      >
        <Name>{card.name}</Name>
        <Meta>
          {card.statusLabel} · {waitText(card, now)}
        </Meta>
        <Meta>Coincidencia {card.matchPercent}%</Meta>
        {card.reviewAttemptId ? (
          <Flag>
            <RateReviewOutlined aria-hidden />
            Intento por revisar
          </Flag>
        ) : null}
      </CardLink>
    </li>
  );
}
