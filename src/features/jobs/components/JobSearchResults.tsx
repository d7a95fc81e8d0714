import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { Navigate } from 'react-router';
import { LoadErrorAlert } from '@/shared/feedback';
import { EmptyState } from '@/shared/screens/EmptyState';
import { useGetCandidateJobOffersQuery } from '../api';
import { offersCountLabel } from '../format';
import { hasFilters, jobSearchParams, type JobSearchState } from '../searchParams';
import { JobOfferCard } from './JobOfferCard';
import { LOAD_FAILED_MESSAGE, OfferGrid, OfferSkeletons } from './OfferGrid';
import { OfferPagination } from './OfferPagination';
import { useHasProfileSkills } from './useHasProfileSkills';

interface Props {
  /** The search as the URL holds it. */
  state: JobSearchState;
  /** Changes filters or the page (back to the first page unless `page` is given). */
  go: (patch: Partial<JobSearchState>) => void;
  /** "Limpiar filtros": every filter off, the page size kept. */
  clear: () => void;
}

/**
 * The search's answer: the count, the offers, the pages (or why there are none). It owns the
 * query, so a change of the offers' data (a favourite saved, a refetch) draws this part again,
 * not the filters above it; memoised, typing in the filters does not draw it either
 * (`npm run bench:interactions`).
 */
export const JobSearchResults = memo(function JobSearchResults({ state, go, clear }: Props) {
  const hasSkills = useHasProfileSkills();
  const query = useGetCandidateJobOffersQuery({
    search: state.search.trim() || undefined,
    category: state.category,
    modality: state.modality,
    seniority: state.seniority,
    place: state.place.trim() || undefined,
    page: state.page,
    pageSize: state.pageSize,
  });
  const result = query.currentData;
  const loading = query.isFetching && !result;
  const showPage = useCallback(
    (page: number) => {
      go({ page });
      window.scrollTo({ top: 0 });
    },
    [go],
  );
  const showPageSize = useCallback((pageSize: number) => go({ pageSize }), [go]);

  if (result && result.totalPages > 0 && state.page > result.totalPages) {
    return (
      <Navigate
        replace
        to={{ search: `?${jobSearchParams({ ...state, page: result.totalPages }).toString()}` }}
      />
    );
  }
  if (query.isError && !result) {
    return <LoadErrorAlert fallback={LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <Typography role="status" variant="body1" sx={{ fontWeight: 500, minHeight: 24 }}>
        {result ? offersCountLabel(result.total) : loading ? 'Buscando ofertas…' : ''}
      </Typography>
      {result && result.total === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<SearchOffIcon aria-hidden />}
          title="No encontramos ofertas con esos filtros"
          description="Prueba con otras palabras o quita alguno de los filtros."
          action={
            hasFilters(state) ? (
              <Button variant="contained" onClick={clear}>
                Limpiar filtros
              </Button>
            ) : undefined
          }
        />
      ) : (
        <OfferGrid busy={query.isFetching}>
          {result?.data.map((offer) => (
            <JobOfferCard key={offer.id} offer={offer} showMatch={hasSkills} />
          ))}
          {loading ? <OfferSkeletons count={Math.min(state.pageSize, 6)} /> : null}
        </OfferGrid>
      )}
      {result && result.total > 0 ? (
        <Box>
          <OfferPagination
            page={state.page}
            totalPages={result.totalPages}
            pageSize={state.pageSize}
            onPage={showPage}
            onPageSize={showPageSize}
          />
        </Box>
      ) : null}
    </>
  );
});
