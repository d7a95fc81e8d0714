import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/app/api';
import { PendingIndicator } from '@/shared/feedback';
import { AccessDeniedScreen, NotFoundScreen } from '@/shared/screens';
import { useGetReviewAttemptQuery } from './api';
import { AttemptReview } from './attempt/AttemptReview';
import { QUEUE_PATH } from './attempt/texts';
import { parseQueueParams, queueSearch } from './queueParams';

export { ALREADY_DECIDED } from './attempt/texts';

/** `/app/recruiter/candidates/attempts/:attemptId`: one attempt, its submission and the decision. */
export function AttemptReviewPage() {
  const { attemptId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => parseQueueParams(searchParams), [searchParams]);
  const { data: attempt, error, isLoading } = useGetReviewAttemptQuery(attemptId);
  const queuePath = `${QUEUE_PATH}${queueSearch(params)}`;

  if (isLoading) return <PendingIndicator />;
  if (!attempt) {
    if (isApiError(error) && error.status === 403)
      return <AccessDeniedScreen redirect={QUEUE_PATH} label="Volver" />;
    if (isApiError(error) && error.status === 404)
      return <NotFoundScreen variant="data" redirect={QUEUE_PATH} />;
    return (
      <Alert severity="error">
        {(error as { message?: string } | undefined)?.message ?? 'No se pudo cargar el intento.'}
      </Alert>
    );
  }
  return <AttemptReview key={attempt.id} attempt={attempt} params={params} queuePath={queuePath} />;
}
