import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useHref } from 'react-router';
import { formatDaysAgo, formatDuration } from '@/shared/domain';
import type { BoardCard } from '../../pipeline/columns';
import { daysInStage } from '../../pipeline/columns';
import type { CardKeyProps } from '../../pipeline/useBoardKeys';
import { attemptReviewPath, candidateHistoryPath } from '../../paths';

type Props = {
  card: BoardCard;
  jobId: string;
  now: number;
  keyProps: CardKeyProps;
};

/** How long the card has been where it is: "3 días en la etapa"; closing columns: "hace 3 días". */
function waitText(card: BoardCard, now: number) {
  if (!card.inStage) return formatDaysAgo(card.since, now);
  const days = daysInStage(card.since, now);
  return days === 0 ? 'Llegó hoy a la etapa' : `${formatDuration(days * 24)} en la etapa`;
}

/**
 * One candidate on the board: a link to the attempt to review when there is one, else to the
 * history. Plain elements styled by their list (`PipelineColumn`), their clicks routed by the
 * board: 500 cards cost no style or router work of their own (issue 34.8).
 */
export function PipelineCard({ card, jobId, now, keyProps }: Props) {
  const href = useHref(
    card.reviewAttemptId
      ? attemptReviewPath(card.reviewAttemptId)
      : candidateHistoryPath(jobId, card.candidateId),
  );
  return (
    <li>
      <a href={href} {...keyProps(card.applicationId)}>
        <span className="name">{card.name}</span>
        <span className="meta">
          {card.statusLabel} · {waitText(card, now)}
        </span>
        <span className="meta">Coincidencia {card.matchPercent}%</span>
        {card.reviewAttemptId ? (
          <span className="flag">
            <RateReviewOutlined aria-hidden />
            Intento por revisar
          </span>
        ) : null}
      </a>
    </li>
  );
}
