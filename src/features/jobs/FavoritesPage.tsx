import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { EmptyState } from '@/shared/screens/EmptyState';
import { PageTitle } from '@/shared/screens/PageTitle';
import { useGetSavedJobOffersQuery } from './api';
import { JobOfferCard } from './components/JobOfferCard';
import { LoadErrorAlert } from '@/shared/feedback';
import { OfferGrid, OfferSkeletons } from './components/OfferGrid';
import { OfferPagination } from './components/OfferPagination';
import { useFavoriteToggle } from './components/useFavoriteToggle';
import { useHasProfileSkills } from './components/useHasProfileSkills';
import { savedCountLabel } from './format';
import type { CandidateJobOffer } from './model';
import { jobSearchParams, parseJobSearch } from './searchParams';

export const UNDO_AUTO_HIDE_MS = 6000;

/** `/app/favorites` ("Favoritos"): the saved offers, newest saved first, paged. */
export function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = useMemo(() => parseJobSearch(params), [params]);
  const hasSkills = useHasProfileSkills();
  const toggle = useFavoriteToggle();
  const [removed, setRemoved] = useState<CandidateJobOffer | null>(null);

  const query = useGetSavedJobOffersQuery({ page, pageSize });
  const result = query.currentData ?? (query.isFetching ? undefined : query.data);
  const loading = query.isFetching && !result;

  if (result && page > 1 && result.data.length === 0 && !query.isFetching) {
    // The last offer of a page was un-saved (or the URL asked too far): the last page left.
    return (
      <Navigate
        replace
        to={{ search: `?${jobSearchParams({ pageSize, page: Math.max(1, result.totalPages) })}` }}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <PageTitle title="Favoritos" />

      {query.isError && !result ? (
        <LoadErrorAlert
          fallback="No pudimos cargar tus favoritos."
          onRetry={() => void query.refetch()}
        />
      ) : result && result.total === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<FavoriteBorderIcon aria-hidden />}
          title="Todavía no guardaste ofertas"
          description="Guarda las ofertas que te interesen para volver a verlas aquí."
          action={
            <Button component={RouterLink} to="/app/jobs/" variant="contained">
              Buscar ofertas
            </Button>
          }
        />
      ) : (
        <>
          <Typography role="status" variant="body1" sx={{ fontWeight: 500, minHeight: 24 }}>
            {result ? savedCountLabel(result.total) : ''}
          </Typography>
          <OfferGrid busy={query.isFetching}>
            {result?.data.map((offer) => (
              <JobOfferCard
                key={offer.id}
                offer={offer}
                showMatch={hasSkills}
                onToggled={(item, saved) => setRemoved(saved ? null : item)}
              />
            ))}
            {loading ? <OfferSkeletons count={4} /> : null}
          </OfferGrid>
          {result ? (
            <OfferPagination
              page={page}
              totalPages={result.totalPages}
              pageSize={pageSize}
              onPage={(next) => {
                setParams(jobSearchParams({ page: next, pageSize }));
                window.scrollTo({ top: 0 });
              }}
              onPageSize={(next) => setParams(jobSearchParams({ pageSize: next }))}
            />
          ) : null}
        </>
      )}

      <Snackbar
        key={removed?.id}
        open={!!removed}
        autoHideDuration={UNDO_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setRemoved(null);
        }}
      >
        <Alert
          severity="info"
          variant="filled"
          sx={{ width: '100%', alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                const offer = removed;
                setRemoved(null);
                if (offer) void toggle(offer);
              }}
            >
              Deshacer
            </Button>
          }
        >
          Quitaste «{removed?.title}» de favoritos
        </Alert>
      </Snackbar>
    </Stack>
  );
}
