import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { CreateAlertButton } from '@/features/alerts';
import { selectAppView } from '@/features/auth';
import { useUrlSyncedText } from '@/shared/hooks/useUrlSyncedText';
import { RouterLink } from '@/shared/navigation';
import { EmptyState } from '@/shared/screens/EmptyState';
import { PageTitle } from '@/shared/screens/PageTitle';
import { useGetCandidateJobOffersQuery } from './api';
import { JobOfferCard } from './components/JobOfferCard';
import { JobSearchFilters } from './components/JobSearchFilters';
import { LoadErrorAlert } from '@/shared/feedback';
import { LOAD_FAILED_MESSAGE, OfferGrid, OfferSkeletons } from './components/OfferGrid';
import { OfferPagination } from './components/OfferPagination';
import { useHasProfileSkills } from './components/useHasProfileSkills';
import { offersCountLabel } from './format';
import {
  hasFilters,
  jobSearchParams,
  parseJobSearch,
  searchCriteria,
  type JobSearchState,
} from './searchParams';

/** The text as the URL keeps it: as typed, but blank is no search. */
const searchAsStored = (text: string) => (text.trim() ? text : '');

/**
 * A free-text filter of the URL (`search`, `place`): what is typed leads, the URL follows it.
 * Only that text changes: the other filters as the URL holds them when it is committed.
 */
function useTypedFilter(key: 'search' | 'place', value: string) {
  const [, setParams] = useSearchParams();
  return useUrlSyncedText({
    value,
    onCommit: (text, navigation) =>
      setParams(
        (current) => jobSearchParams({ ...parseJobSearch(current), page: 1, [key]: text }),
        navigation,
      ),
    normalize: searchAsStored,
  });
}

/**
 * `/app/jobs/`: the URL is the state (search, place, category, modality, seniority, page,
 * pageSize). A candidate saves the search as a job alert ("Crear alerta").
 */
export function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseJobSearch(params), [params]);
  const hasSkills = useHasProfileSkills();

  const go = (patch: Partial<JobSearchState>) =>
    setParams(jobSearchParams({ ...state, page: 1, ...patch }));

  // What is typed leads; the URL follows it after a pause (at once on Enter).
  const search = useTypedFilter('search', state.search);
  const place = useTypedFilter('place', state.place);

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

  if (result && result.totalPages > 0 && state.page > result.totalPages) {
    return (
      <Navigate
        replace
        to={{ search: `?${jobSearchParams({ ...state, page: result.totalPages }).toString()}` }}
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <PageTitle title="Buscar ofertas" />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <CreateAlertButton
            criteria={() => searchCriteria({ ...state, search: search.text, place: place.text })}
          />
          <AlertsLink />
        </Stack>
      </Stack>

      <JobSearchFilters search={search} place={place} state={state} go={go} />

      {query.isError && !result ? (
        <LoadErrorAlert fallback={LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} />
      ) : (
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
                  <Button
                    variant="contained"
                    onClick={() => setParams(jobSearchParams({ pageSize: state.pageSize }))}
                  >
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
                onPage={(page) => {
                  go({ page });
                  window.scrollTo({ top: 0 });
                }}
                onPageSize={(pageSize) => go({ pageSize })}
              />
            </Box>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** "Mis alertas", beside "Crear alerta" (candidates only, as the button). */
function AlertsLink() {
  const view = useAppSelector(selectAppView);
  return view === 'candidate' ? (
    <Link component={RouterLink} to="/app/alerts" sx={{ fontWeight: 500 }}>
      Mis alertas
    </Link>
  ) : null;
}
