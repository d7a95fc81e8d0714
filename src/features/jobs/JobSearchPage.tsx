import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { CreateAlertButton } from '@/features/alerts';
import { selectAppView } from '@/features/auth';
import { useUrlSyncedText } from '@/shared/hooks/useUrlSyncedText';
import { RouterLink } from '@/shared/navigation';
import { PageTitle } from '@/shared/screens/PageTitle';
import { JobSearchFilters } from './components/JobSearchFilters';
import { JobSearchResults } from './components/JobSearchResults';
import {
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

  // Stable while the URL is: typing in a box draws the filters, not the results.
  const go = useCallback(
    (patch: Partial<JobSearchState>) => setParams(jobSearchParams({ ...state, page: 1, ...patch })),
    [setParams, state],
  );
  const clear = useCallback(
    () => setParams(jobSearchParams({ pageSize: state.pageSize })),
    [setParams, state.pageSize],
  );

  // What is typed leads; the URL follows it after a pause (at once on Enter).
  const search = useTypedFilter('search', state.search);
  const place = useTypedFilter('place', state.place);

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

      <JobSearchResults state={state} go={go} clear={clear} />
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
