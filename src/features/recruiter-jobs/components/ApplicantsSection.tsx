import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/app/api';
import { LoadErrorAlert } from '@/shared/feedback';
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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="offer-applicants"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <Typography id="offer-applicants" variant="h6" component="h2">
            Postulantes{data ? ` (${data.total})` : ''}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => void exportCsv()}
            disabled={!!progress || !data || data.total === 0}
          >
            Exportar CSV
          </Button>
        </Stack>
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
              cards={<ApplicantCards applicants={applicants} />}
              table={
                <ApplicantsTable
                  applicants={applicants}
                  args={args}
                  fetching={isFetching}
                  onSort={update}
                />
              }
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
