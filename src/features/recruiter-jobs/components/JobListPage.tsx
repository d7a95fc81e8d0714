import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
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
import { visuallyHidden } from '@mui/utils';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { isApiError } from '@/app/api';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { PendingIndicator, LoadErrorAlert } from '@/shared/feedback';
import { pageItemLabel } from '@/shared/text/pagination';
import { useGetStaffJobOffersQuery } from '../api';
import {
  countText,
  formatShortDate,
  NO_VALUE,
  OFFER_STATUSES,
  offerStatusLabel,
  type OfferStatus,
} from '@/shared/domain';
import { JOBS_PATH, jobPath, stagesPath } from '../paths';
import { StatusChip } from './StatusChip';
import { PAGE_SIZES, offerListSearch, parseOfferListParams } from '../listParams';
import type { OfferSortBy, StaffJobOffer, StaffOfferListArgs } from '../model';
import { OFFER_ACTION_LABELS, statusActions, useOfferActions } from '../useOfferActions';

const COLUMNS: { id: string; label: string; sort?: OfferSortBy; numeric?: boolean }[] = [
  { id: 'title', label: 'Título', sort: 'title' },
  { id: 'status', label: 'Estado' },
  { id: 'category', label: 'Categoría' },
  { id: 'city', label: 'Ciudad' },
  { id: 'applicants', label: 'Postulantes', sort: 'applicantsCount', numeric: true },
  { id: 'createdAt', label: 'Creada', sort: 'createdAt' },
  { id: 'publishedAt', label: 'Publicada', sort: 'publishedAt' },
  { id: 'actions', label: 'Acciones' },
];

function RowActions({ offer }: { offer: StaffJobOffer }) {
  const { run, isLoading } = useOfferActions();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {statusActions(offer)
        .filter((action) => action !== 'draft')
        .map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'close' ? 'outlined' : 'contained'}
            color={action === 'close' ? 'inherit' : 'primary'}
            disabled={isLoading}
            onClick={() => void run(offer, action)}
            aria-label={`${OFFER_ACTION_LABELS[action]}: ${offer.title}`}
          >
            {OFFER_ACTION_LABELS[action]}
          </Button>
        ))}
      <Button
        size="small"
        variant="text"
        component={RouterLink}
        to={stagesPath(offer.id)}
        aria-label={`Editar etapas: ${offer.title}`}
      >
        Editar etapas
      </Button>
    </Stack>
  );
}

/** The search text: typed freely, applied on Enter or the button (then kept in the URL). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ flex: 2 }}>
      <TextField
        label="Buscar"
        placeholder="Título o habilidad"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Buscar ofertas" edge="end">
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

/** `/app/recruiter/jobs/`: the company's offers, with paging, sorting and filters in the URL. */
export function JobListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const args = parseOfferListParams(searchParams);
  const { data, isFetching, isLoading, isError, error, refetch } = useGetStaffJobOffersQuery(args);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const update = (change: Partial<StaffOfferListArgs>, resetPage = true) =>
    setSearchParams(offerListSearch({ ...args, ...(resetPage ? { page: 1 } : {}), ...change }));

  const filtered = !!(args.status || args.category || args.search);
  const offers = data?.data ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            Ofertas de empleo
          </Typography>
          <Typography color="text.secondary">
            Publica ofertas y diseña el proceso de selección de cada una.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={`${JOBS_PATH}/new`}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Nueva oferta
        </Button>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          role="search"
          aria-label="Filtrar ofertas"
        >
          <SearchBox
            key={args.search ?? ''}
            initial={args.search ?? ''}
            onSearch={(value) => update({ search: value || undefined })}
          />
          <TextField
            select
            label="Estado"
            size="small"
            value={args.status ?? ''}
            onChange={(event) =>
              update({ status: (event.target.value || undefined) as OfferStatus | undefined })
            }
            sx={{ flex: 1, minWidth: 160 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {OFFER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {offerStatusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Categoría"
            size="small"
            value={args.category ?? ''}
            onChange={(event) => update({ category: event.target.value || undefined })}
            sx={{ flex: 1, minWidth: 180 }}
          >
            <MenuItem value="">Todas</MenuItem>
            {JOB_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>

      {isLoading ? <PendingIndicator /> : null}
      {isError ? (
        <LoadErrorAlert
          message={isApiError(error) ? error.message : null}
          fallback="No se pudieron cargar las ofertas."
          onRetry={() => void refetch()}
        />
      ) : null}

      {data && data.total === 0 ? (
        filtered ? (
          <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              No hay ofertas que coincidan con los filtros
            </Typography>
            <Button sx={{ mt: 2 }} onClick={() => setSearchParams(new URLSearchParams())}>
              Limpiar filtros
            </Button>
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              Todavía no hay ofertas
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Crea tu primera oferta y define sus etapas de selección.
            </Typography>
            <Button
              component={RouterLink}
              to={`${JOBS_PATH}/new`}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Nueva oferta
            </Button>
          </Paper>
        )
      ) : null}

      {data && data.total > 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Typography sx={visuallyHidden} role="status">
            {isFetching ? 'Cargando ofertas' : `${data.total} ofertas`}
          </Typography>
          {phone ? (
            <Stack component="ul" aria-label="Ofertas" spacing={1.5} sx={{ p: 1.5, m: 0 }}>
              {offers.map((offer) => (
                <Card component="li" key={offer.id} variant="outlined" sx={{ listStyle: 'none' }}>
                  <CardContent>
                    <Stack spacing={1}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <Link
                          component={RouterLink}
                          to={jobPath(offer.id)}
                          variant="subtitle1"
                          sx={{ fontWeight: 600, flex: 1 }}
                        >
                          {offer.title}
                        </Link>
                        <StatusChip status={offer.status} />
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {offer.category} · {offer.city}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {countText(offer.applicantsCount, {
                          one: 'postulante',
                          many: 'postulantes',
                        })}{' '}
                        · Creada {formatShortDate(offer.createdAt)}
                        {offer.publishedAt
                          ? ` · Publicada ${formatShortDate(offer.publishedAt)}`
                          : ''}
                      </Typography>
                      <RowActions offer={offer} />
                    </Stack>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Ofertas" sx={{ opacity: isFetching ? 0.6 : 1 }}>
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
                  {offers.map((offer) => (
                    <TableRow key={offer.id} hover>
                      <TableCell sx={{ minWidth: 220 }}>
                        <Link
                          component={RouterLink}
                          to={jobPath(offer.id)}
                          sx={{ fontWeight: 500 }}
                        >
                          {offer.title}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <StatusChip status={offer.status} />
                      </TableCell>
                      <TableCell>{offer.category}</TableCell>
                      <TableCell>{offer.city}</TableCell>
                      <TableCell align="right">{offer.applicantsCount}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatShortDate(offer.createdAt) || NO_VALUE}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatShortDate(offer.publishedAt) || NO_VALUE}
                      </TableCell>
                      <TableCell>
                        <RowActions offer={offer} />
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
        </Paper>
      ) : null}
    </Stack>
  );
}
