import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/app/api';
import { LoadErrorAlert } from '@/shared/feedback';
import { Section } from '@/shared/screens';
import type { StaffJobOffer } from '../model';
import { ApplicantCards } from './applicants/ApplicantCards';
import { ApplicantFilters } from './applicants/ApplicantFilters';
import { ApplicantsTable } from './applicants/ApplicantsTable';
import { useApplicantsCsvExport } from './applicants/useApplicantsCsvExport';
import { useApplicantsQuery } from './applicants/useApplicantsQuery';
import { PagedList } from './PagedList';

/** The offer's applicants: paged, searchable, filtered and sorted (in the URL), and "Exportar CSV". */
export function ApplicantsSection({ offer }: { offer: StaffJobOffer }) {
  const { data, isFetching, isError, error, refetch, args, update } = useApplicantsQuery(offer.id);
  const { progress, exportCsv } = useApplicantsCsvExport(offer, args);
  const applicants = data?.data ?? [];
  const filtered = !!(args.search || args.status || args.stageStatus);

  return (
    <Section
      title={`Postulantes${data ? ` (${data.total})` : ''}`}
      id="offer-applicants"
      action={
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void exportCsv()}
          disabled={!!progress || !data || data.total === 0}
        >
          Exportar CSV
        </Button>
      }
    >
      <Stack spacing={2}>
        {progress && progress.total > 1 ? (
          <Box>
            <LinearProgress
              variant="determinate"
              value={(progress.done / progress.total) * 100}
              aria-label="Progreso de la exportación"
            />
            <Typography variant="body2" color="text.secondary" role="status">
              Exportando postulantes: {progress.done} de {progress.total} páginas
            </Typography>
          </Box>
        ) : null}
        <ApplicantFilters args={args} onChange={update} />
        {isError ? (
          <LoadErrorAlert
            message={isApiError(error) ? error.message : null}
            fallback="No se pudieron cargar los postulantes."
            onRetry={() => void refetch()}
          />
        ) : null}
        {data && data.total === 0 ? (
          <Typography color="text.secondary">
            {filtered
              ? 'Ningún postulante coincide con los filtros.'
              : 'Todavía no hay postulantes para esta oferta.'}
          </Typography>
        ) : null}
        {data && data.total > 0 ? (
          <Box>
            <PagedList
              total={data.total}
              paging={args}
              onChange={update}
              cards={<ApplicantCards applicants={applicants} offerId={offer.id} />}
              table={
                <ApplicantsTable
                  applicants={applicants}
                  offerId={offer.id}
                  args={args}
                  fetching={isFetching}
                  onSort={update}
                />
              }
            />
          </Box>
        ) : null}
      </Stack>
    </Section>
  );
}
