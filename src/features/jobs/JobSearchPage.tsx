import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { useUrlSyncedText } from '@/shared/hooks/useUrlSyncedText';
import { useGetCandidateJobOffersQuery } from './api';
import { JobOfferCard } from './components/JobOfferCard';
import { LoadErrorAlert } from '@/shared/feedback';
import { LOAD_FAILED_MESSAGE, OfferGrid, OfferSkeletons } from './components/OfferGrid';
import { OfferPagination } from './components/OfferPagination';
import { useHasProfileSkills } from './components/useHasProfileSkills';
import { MODALITIES, modalityLabel } from '@/shared/domain';
import { offersCountLabel } from './format';
import {
  SEARCH_MAX_LENGTH,
  hasFilters,
  jobSearchParams,
  parseJobSearch,
  type JobSearchState,
} from './searchParams';

/** The text as the URL keeps it: as typed, but blank is no search. */
const searchAsStored = (text: string) => (text.trim() ? text : '');

const ALL = '';

/** `/app/jobs/`: the URL is the state (search, category, modality, page, pageSize). */
export function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseJobSearch(params), [params]);
  const hasSkills = useHasProfileSkills();

  const go = (patch: Partial<JobSearchState>) =>
    setParams(jobSearchParams({ ...state, page: 1, ...patch }));

  // What is typed leads; the URL follows it after a pause (at once on Enter).
  const search = useUrlSyncedText({
    value: state.search,
    // Only the text changes: the other filters as the URL holds them when it is committed.
    onCommit: (text, navigation) =>
      setParams(
        (current) => jobSearchParams({ ...parseJobSearch(current), page: 1, search: text }),
        navigation,
      ),
    normalize: searchAsStored,
  });

  const query = useGetCandidateJobOffersQuery({
    search: state.search.trim() || undefined,
    category: state.category,
    modality: state.modality,
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
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        Buscar ofertas
      </Typography>

      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label="Filtros de búsqueda"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
        sx={{
          p: 2,
          borderRadius: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        }}
      >
        <TextField
          label="Buscar"
          type="search"
          placeholder="Cargo, empresa o habilidad"
          value={search.text}
          onChange={(event) => search.onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once (the selects' inputs keep the form from submitting on Enter).
            if (event.key === 'Enter') {
              event.preventDefault();
              search.flush();
            }
          }}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
          slotProps={{
            htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Categoría"
          value={state.category ?? ALL}
          onChange={(event) =>
            go({ category: (event.target.value || undefined) as JobSearchState['category'] })
          }
        >
          <MenuItem value={ALL}>Todas</MenuItem>
          {JOB_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Modalidad"
          value={state.modality ?? ALL}
          onChange={(event) =>
            go({ modality: (event.target.value || undefined) as JobSearchState['modality'] })
          }
        >
          <MenuItem value={ALL}>Todas</MenuItem>
          {MODALITIES.map((modality) => (
            <MenuItem key={modality} value={modality}>
              {modalityLabel(modality)}
            </MenuItem>
          ))}
        </TextField>
      </Paper>

      {query.isError && !result ? (
        <LoadErrorAlert fallback={LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Typography role="status" variant="body1" sx={{ fontWeight: 500, minHeight: 24 }}>
            {result ? offersCountLabel(result.total) : loading ? 'Buscando ofertas…' : ''}
          </Typography>
          {result && result.total === 0 ? (
            <Paper
              variant="outlined"
              sx={{
                p: 4,
                borderRadius: 3,
                textAlign: 'center',
                display: 'grid',
                justifyItems: 'center',
                gap: 2,
              }}
            >
              <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
              <Typography component="h2" variant="h6">
                No encontramos ofertas con esos filtros
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Prueba con otras palabras o quita alguno de los filtros.
              </Typography>
              {hasFilters(state) ? (
                <Button
                  variant="contained"
                  onClick={() => setParams(jobSearchParams({ pageSize: state.pageSize }))}
                >
                  Limpiar filtros
                </Button>
              ) : null}
            </Paper>
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
