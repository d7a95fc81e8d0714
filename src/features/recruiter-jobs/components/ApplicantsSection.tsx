import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/app/api';
import { useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { useAppDispatch } from '@/app/hooks';
import { useDownloadCv } from '@/features/cvs';
import { pageItemLabel } from '@/shared/text/pagination';
import { recruiterJobsApi, useGetJobOfferApplicantsQuery } from '../api';
import { applicantsCsv, applicantsFileName } from '../applicantsCsv';
import { downloadCsv } from '../csv';
import {
  APPLICATION_STATUSES,
  applicationStatusLabel,
  formatShortDate,
  STAGE_STATUSES,
  stageProgressLabel,
  stageStatusLabel,
  type ApplicationStatus,
  type StageStatus,
} from '@/shared/domain';
import { PAGE_SIZES, applicantSearch, parseApplicantParams } from '../listParams';
import type { Applicant, ApplicantListArgs, ApplicantSortBy, StaffJobOffer } from '../model';

const EXPORT_PAGE_SIZE = 100;

const fullName = (applicant: Applicant) =>
  applicant.candidate
    ? `${applicant.candidate.name} ${applicant.candidate.lastName}`.trim()
    : 'Candidato eliminado';

function CvButton({ applicant }: { applicant: Applicant }) {
  const downloadCv = useDownloadCv();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const { cv } = applicant;
  if (!cv) return <Typography variant="body2">Sin CV</Typography>;
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      disabled={busy}
      aria-label={`Descargar CV de ${fullName(applicant)}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadCv(cv);
        } catch {
          snackbar('No se pudo descargar el CV.', 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      CV
    </Button>
  );
}

function StageCell({ applicant }: { applicant: Applicant }) {
  const stage = applicant.currentStage;
  if (!stage) return <>—</>;
  // An interview the candidate confirmed says so, with when they did (issue 30.3).
  const confirmed = stage.type === 'interview' && stage.status === 'reviewing';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{stage.name}</Typography>
      <Chip
        size="small"
        variant="outlined"
        color={confirmed ? 'success' : 'default'}
        icon={confirmed ? <EventAvailableOutlined /> : undefined}
        label={stageProgressLabel(stage.status, stage.type)}
      />
      {confirmed && stage.confirmedAt ? (
        <Typography variant="caption" color="text.secondary">
          {`Confirmó el ${formatShortDate(stage.confirmedAt)}`}
        </Typography>
      ) : null}
    </Stack>
  );
}

const COLUMNS: { id: string; label: string; sort?: ApplicantSortBy; numeric?: boolean }[] = [
  { id: 'name', label: 'Candidato', sort: 'candidateName' },
  { id: 'match', label: 'Coincidencia', sort: 'match', numeric: true },
  { id: 'stage', label: 'Etapa actual' },
  { id: 'status', label: 'Estado' },
  { id: 'date', label: 'Postulación', sort: 'createdAt' },
  { id: 'cv', label: 'CV' },
];

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ flex: 2 }}>
      <TextField
        label="Buscar postulantes"
        placeholder="Nombre o correo"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Buscar" edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** The offer's applicants: paged, searchable, filtered and sorted (in the URL), and "Exportar CSV". */
export function ApplicantsSection({ offer }: { offer: StaffJobOffer }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const args = parseApplicantParams(searchParams);
  const { data, isFetching, isError, error, refetch } = useGetJobOfferApplicantsQuery({
    id: offer.id,
    ...args,
  });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const dispatch = useAppDispatch();
  const snackbar = useSnackbar();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const update = (change: Partial<ApplicantListArgs>, resetPage = true) =>
    setSearchParams(
      applicantSearch({ ...args, ...(resetPage ? { page: 1 } : {}), ...change }, searchParams),
      { replace: true, preventScrollReset: true },
    );

  const exportCsv = async () => {
    const rows: Applicant[] = [];
    setProgress({ done: 0, total: 1 });
    try {
      let page = 1;
      let totalPages = 1;
      do {
        const request = dispatch(
          recruiterJobsApi.endpoints.getJobOfferApplicants.initiate({
            id: offer.id,
            ...args,
            page,
            pageSize: EXPORT_PAGE_SIZE,
          }),
        );
        try {
          const answer = await request.unwrap();
          rows.push(...answer.data);
          totalPages = Math.max(1, answer.totalPages);
        } finally {
          request.unsubscribe();
        }
        setProgress({ done: page, total: totalPages });
        page += 1;
      } while (page <= totalPages);
      downloadCsv(applicantsFileName(offer.title), applicantsCsv(rows));
      snackbar(
        rows.length === 1 ? 'Se exportó 1 postulante' : `Se exportaron ${rows.length} postulantes`,
        'success',
      );
    } catch (failure) {
      snackbar(
        isApiError(failure)
          ? `No se pudo exportar: ${failure.message}`
          : 'No se pudo exportar el CSV.',
        'error',
      );
    } finally {
      setProgress(null);
    }
  };

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
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          role="search"
          aria-label="Filtrar postulantes"
        >
          <SearchBox
            key={args.search ?? ''}
            initial={args.search ?? ''}
            onSearch={(value) => update({ search: value || undefined })}
          />
          <TextField
            select
            size="small"
            label="Estado de la postulación"
            value={args.status ?? ''}
            onChange={(event) =>
              update({ status: (event.target.value || undefined) as ApplicationStatus | undefined })
            }
            sx={{ flex: 1, minWidth: 200 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {APPLICATION_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {applicationStatusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Estado de etapa"
            value={args.stageStatus ?? ''}
            onChange={(event) =>
              update({ stageStatus: (event.target.value || undefined) as StageStatus | undefined })
            }
            sx={{ flex: 1, minWidth: 180 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {STAGE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {stageStatusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
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
            {phone ? (
              <Stack component="ul" aria-label="Postulantes" spacing={1.5} sx={{ p: 0, m: 0 }}>
                {applicants.map((applicant) => (
                  <Card
                    component="li"
                    variant="outlined"
                    key={applicant.id}
                    sx={{ listStyle: 'none' }}
                  >
                    <CardContent>
                      <Stack spacing={1}>
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600 }}>{fullName(applicant)}</Typography>
                            <Typography
                              variant="body2"
                              color="text.secondary"
                              sx={{ overflowWrap: 'anywhere' }}
                            >
                              {applicant.candidate?.email}
                            </Typography>
                          </Box>
                          <Chip
                            size="small"
                            label={`${applicant.match.percent}%`}
                            aria-label={`Coincidencia ${applicant.match.percent}%`}
                          />
                        </Stack>
                        <StageCell applicant={applicant} />
                        <Typography variant="body2" color="text.secondary">
                          {applicationStatusLabel(applicant.status)} · Postuló el{' '}
                          {formatShortDate(applicant.createdAt)}
                        </Typography>
                        <Box>
                          <CvButton applicant={applicant} />
                        </Box>
                      </Stack>
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            ) : (
              <TableContainer>
                <Table size="small" aria-label="Postulantes" sx={{ opacity: isFetching ? 0.6 : 1 }}>
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map((column) => (
                        <TableCell
                          key={column.id}
                          align={column.numeric ? 'right' : 'left'}
                          sortDirection={
                            column.sort && args.sortBy === column.sort ? args.sortOrder : false
                          }
                          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                        >
                          {column.sort ? (
                            <TableSortLabel
                              active={args.sortBy === column.sort}
                              direction={args.sortBy === column.sort ? args.sortOrder : 'asc'}
                              onClick={() =>
                                update({
                                  sortBy: column.sort,
                                  sortOrder:
                                    args.sortBy === column.sort && args.sortOrder === 'asc'
                                      ? 'desc'
                                      : 'asc',
                                })
                              }
                            >
                              {column.label}
                            </TableSortLabel>
                          ) : (
                            column.label
                          )}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {applicants.map((applicant) => (
                      <TableRow key={applicant.id} hover>
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: 500 }}>
                            {fullName(applicant)}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {applicant.candidate?.email}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{applicant.match.percent}%</TableCell>
                        <TableCell>
                          <StageCell applicant={applicant} />
                        </TableCell>
                        <TableCell>{applicationStatusLabel(applicant.status)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatShortDate(applicant.createdAt)}
                        </TableCell>
                        <TableCell>
                          <CvButton applicant={applicant} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <TablePagination
              component="div"
              sx={{
                // At 390 px the controls wrap instead of pushing the arrows out of view.
                '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 0, sm: 2 } },
                '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
              }}
              count={data.total}
              page={Math.max(0, args.page - 1)}
              rowsPerPage={args.pageSize}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onPageChange={(_event, page) => update({ page: page + 1 }, false)}
              onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
              labelRowsPerPage="Filas por página"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
              getItemAriaLabel={pageItemLabel}
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
