import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { PageTitle } from '@/shared/screens/PageTitle';
import { USER_DETAILS_STALE_SECONDS, useGetUserDetailsQuery } from '@/features/auth';
import { useGetFeedInfiniteQuery } from './api';
import { JobOfferCard } from './components/JobOfferCard';
import { LoadErrorAlert } from '@/shared/feedback';
import { LOAD_FAILED_MESSAGE, OfferGrid, OfferSkeletons } from './components/OfferGrid';
import { SEARCH_MAX_LENGTH, jobSearchHref } from './searchParams';

export const FEED_TITLE = 'Recomendadas para ti';

/** For a candidate whose profile has no skills (Mateo): where to add them. */
function AddSkillsCard() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="feed-add-skills"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        borderColor: 'primary.main',
      }}
    >
      <TuneIcon color="primary" aria-hidden sx={{ fontSize: 36 }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography id="feed-add-skills" component="h2" variant="h6" sx={{ fontSize: '1.125rem' }}>
          Agrega tus habilidades
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Cuéntanos qué sabes hacer en Configuración y ordenaremos las ofertas según cuánto
          coinciden contigo. Mientras tanto, te mostramos las más recientes.
        </Typography>
      </Box>
      <Button component={RouterLink} to="/app/settings" variant="contained" sx={{ flexShrink: 0 }}>
        Agregar habilidades en Configuración
      </Button>
    </Paper>
  );
}

function FeedSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      role="search"
      aria-label="Buscar ofertas"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(jobSearchHref({ search: text }));
      }}
      sx={{ display: 'flex', gap: 1, width: { xs: '100%', md: 420 } }}
    >
      <TextField
        label="Buscar ofertas"
        type="search"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
        Buscar
      </Button>
    </Box>
  );
}

/** `/app/feed` ("Inicio"): the published offers, best match first, 12 at a time. */
export function FeedPage() {
  const details = useGetUserDetailsQuery(undefined, {
    refetchOnMountOrArgChange: USER_DETAILS_STALE_SECONDS,
  });
  const profileKnown = details.data !== undefined || details.isError;
  // Best match first when the profile has skills, else newest first. The match order is
  // asked for at once, beside the profile (not after it: one round trip less before the
  // first offers, issue 15); a profile without skills switches to the date order. Until the
  // profile is known the skeleton stays, so no order shows that is not the right one. Without
  // the profile (a failed call) the server's match order is still the best guess.
  const hasSkills = details.data ? (details.data.skills?.length ?? 0) > 0 : true;
  const feed = useGetFeedInfiniteQuery({ sortBy: hasSkills ? 'match' : 'date' });
  // The pages of the order asked for now (`data` would still hold the other order's while
  // the date order loads).
  const arrived = profileKnown ? feed.currentData : undefined;
  // Arrived offers are drawn in the background (a deferred render, in slices the browser can
  // interrupt), not in one long task that blocks input (issue 15): meanwhile what was shown
  // stays, skeletons included.
  const pages = useDeferredValue(arrived);
  const drawing = pages !== arrived;
  const offers = pages?.pages.flatMap((page) => page.data) ?? [];
  const total = pages?.pages.at(-1)?.total ?? 0;
  const firstLoad = !pages && (!profileKnown || feed.isFetching || drawing);
  // The skeletons wait for the profile: an "Agrega tus habilidades" card arriving with it would
  // push them down (a layout shift of the whole list, issue 15); the status line above the
  // card says "Cargando ofertas…" from the start.
  const skeletons = firstLoad && profileKnown;
  const failedFirst = feed.isError && !pages;

  return (
    <Stack spacing={3}>
      <PageTitle title={FEED_TITLE} action={<FeedSearch />} />

      {failedFirst ? (
        <>
          {details.data && !hasSkills ? <AddSkillsCard /> : null}
          <LoadErrorAlert fallback={LOAD_FAILED_MESSAGE} onRetry={() => void feed.refetch()} />
        </>
      ) : (
        <>
          {/* Present from the start, so that the count is announced when it arrives; above
              the card that may come with the profile, so that nothing shown moves. */}
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: 20 }}>
            {pages
              ? total === 0
                ? 'No hay ofertas publicadas por ahora.'
                : `Mostrando ${offers.length} de ${total} ofertas`
              : firstLoad
                ? 'Cargando ofertas…'
                : ''}
          </Typography>
          {details.data && !hasSkills ? <AddSkillsCard /> : null}
          {/* Busy until the profile is known too (the order, and the offers, depend on it). */}
          <OfferGrid busy={feed.isFetching || !profileKnown || drawing}>
            {offers.map((offer) => (
              <JobOfferCard key={offer.id} offer={offer} showMatch={hasSkills} />
            ))}
            {skeletons ? <OfferSkeletons count={6} /> : null}
            {feed.isFetchingNextPage || (drawing && pages) ? <OfferSkeletons count={2} /> : null}
          </OfferGrid>
          {feed.isFetchNextPageError ? (
            <LoadErrorAlert
              fallback="No pudimos cargar más ofertas."
              onRetry={() => void feed.fetchNextPage()}
            />
          ) : null}
          {feed.hasNextPage ? (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Button
                variant="outlined"
                size="large"
                loading={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                Ver más ofertas
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Stack>
  );
}
