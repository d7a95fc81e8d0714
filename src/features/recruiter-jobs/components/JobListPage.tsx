import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { isApiError } from '@/app/api';
import { LoadErrorAlert, PendingIndicator } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { EmptyState } from '@/shared/screens/EmptyState';
import { JOBS_PATH } from '../paths';
import { OfferCards } from './offerList/OfferCards';
import { OfferFilters } from './offerList/OfferFilters';
import { OffersTable } from './offerList/OffersTable';
import { useOfferListQuery } from './offerList/useOfferListQuery';
import { PagedList } from './PagedList';
import { PageTitle } from '@/shared/screens/PageTitle';

/** "Nueva oferta", as a link to the form. */
function NewOfferButton({ sx }: { sx?: { alignSelf: { xs: string; md: string } } }) {
  return (
    <Button
      component={RouterLink}
      to={`${JOBS_PATH}/new`}
      variant="contained"
      startIcon={<AddIcon />}
      sx={sx}
    >
      Nueva oferta
    </Button>
  );
}

/** `/app/recruiter/jobs/`: the company's offers, with paging, sorting and filters in the URL. */
export function JobListPage() {
  const { data, isFetching, isLoading, isError, error, refetch, args, update, clear } =
    useOfferListQuery();
  const filtered = !!(args.status || args.category || args.search);
  const offers = data?.data ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title="Ofertas de empleo"
        lead="Publica ofertas y diseña el proceso de selección de cada una."
        action={<NewOfferButton sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }} />}
      />

      <OfferFilters args={args} onChange={update} />

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
          <EmptyState
            title="No hay ofertas que coincidan con los filtros"
            action={<Button onClick={clear}>Limpiar filtros</Button>}
          />
        ) : (
          <EmptyState
            title="Todavía no hay ofertas"
            description="Crea tu primera oferta y define sus etapas de selección."
            action={<NewOfferButton />}
          />
        )
      ) : null}

      {data && data.total > 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Typography sx={visuallyHidden} role="status">
            {isFetching ? 'Cargando ofertas' : `${data.total} ofertas`}
          </Typography>
          <PagedList
            total={data.total}
            paging={args}
            onChange={update}
            cards={<OfferCards offers={offers} />}
            table={
              <OffersTable offers={offers} args={args} fetching={isFetching} onSort={update} />
            }
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
