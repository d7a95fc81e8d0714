import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { isApiError } from '@/app/api';
import { PendingIndicator } from '@/shared/feedback';
import { NotFoundScreen } from '@/shared/screens';
import { PageTitle } from '@/shared/screens/PageTitle';
import { useGetStaffJobOfferQuery } from '../../api';
import { jobPath } from '../../paths';
import { useGetCandidateHistoryQuery } from '../../pipeline/api';
import { OfferBreadcrumbs } from '../OfferBreadcrumbs';
import { ApplicationHistory } from './ApplicationHistory';
import { ProfileSummary } from './ProfileSummary';

export const HISTORY_TITLE = 'Historial del candidato';

/**
 * `/app/recruiter/jobs/{jobId}/candidates/{candidateId}`: "Historial del candidato" seen from
 * one of the company's offers (issue 34.6): the profile against that offer, the CVs, and every
 * application to the company, newest first.
 */
export function CandidateHistoryPage() {
  const { jobId = '', candidateId = '' } = useParams();
  const { data: offer } = useGetStaffJobOfferQuery(jobId);
  const { data: history, error, isLoading } = useGetCandidateHistoryQuery(candidateId);

  if (isLoading || !offer) return <PendingIndicator />;
  if (!history) {
    if (isApiError(error) && error.status === 404)
      return <NotFoundScreen variant="data" redirect={jobPath(jobId)} />;
    return (
      <Alert severity="error">
        {isApiError(error) ? error.message : 'No se pudo cargar el historial del candidato.'}
      </Alert>
    );
  }
  const name = `${history.candidate.name} ${history.candidate.lastName}`.trim();
  const here = history.applications.find((application) => application.jobOffer.id === jobId);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <OfferBreadcrumbs offer={offer} current={HISTORY_TITLE} />
      <PageTitle
        title={`${HISTORY_TITLE}: ${name}`}
        lead={`${history.applications.length} ${
          history.applications.length === 1 ? 'postulación' : 'postulaciones'
        } a ofertas de ${offer.company.name}, la más reciente primero.`}
      />
      <ProfileSummary history={history} match={here?.match ?? null} />
      {history.applications.map((application) => (
        <ApplicationHistory
          key={application.id}
          application={application}
          current={application.jobOffer.id === jobId}
        />
      ))}
    </Stack>
  );
}
