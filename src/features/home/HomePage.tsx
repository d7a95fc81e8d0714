import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { useAppSelector } from '@/app/hooks';
import { homePathFor, selectSession, viewFor } from '@/features/auth';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { TEXT_FIELD_RADIUS } from '@/theme';
import { jobSearchPath } from './jobSearchPath';

const FOR_CANDIDATES = [
  'Ofertas recomendadas según tus habilidades, con lo que te falta para encajar.',
  'Postula con tu CV en un clic y sigue cada etapa del proceso.',
  'Guarda tus favoritas y recibe avisos cuando avanzas.',
];

const FOR_RECRUITERS = [
  'Publica ofertas y define sus etapas: cuestionarios, pruebas técnicas, entrevistas.',
  'Revisa los intentos pendientes en una sola bandeja, con filtros y decisiones en lote.',
  'Sigue tus métricas y administra a tu equipo y a tu empresa.',
];

function FeatureCard({ title, items }: { title: string; items: string[] }) {
  return (
    <Paper variant="outlined" sx={{ height: '100%', borderRadius: 3, p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Typography component="li" key={item} color="text.secondary">
            {item}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

/** The landing page: what the product is, a job search, and the ways in. */
export function HomePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // A signed-in user gets a landing made for them: no sign-up hero; "Ir a la App".
  // (Read here from the session rather than through the auth pages' hook: the landing's
  // initial JS is on a budget, and these selectors are in the entry already.)
  const session = useAppSelector(selectSession);
  const home =
    session.status === 'signedIn' && session.validation !== 'validating'
      ? { path: homePathFor(session.claims?.roles) }
      : null;
  const recruiter = !!home && viewFor(session.claims?.roles) === 'recruiter';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(jobSearchPath({ search }));
  };

  return (
    <Stack spacing={{ xs: 5, md: 8 }} sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 760 }}
        >
          Encuentra el trabajo que encaja contigo
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ maxWidth: 680, fontWeight: 400 }}
        >
          Talentia conecta a candidatos con empresas: busca ofertas, postula con tu CV y avanza por
          cada etapa del proceso de selección, todo en un solo lugar.
        </Typography>
        {home ? (
          <Button component={RouterLink} to={home.path} variant="contained" size="large">
            Ir a la App
          </Button>
        ) : null}
        {recruiter ? null : (
          <>
            <Box
              component="form"
              role="search"
              onSubmit={submit}
              sx={{
                display: 'flex',
                gap: 1,
                width: '100%',
                maxWidth: 640,
                flexDirection: { xs: 'column', sm: 'row' },
              }}
            >
              {/*
                A bare InputBase in the outline of a text field, with the search icon and a
                placeholder, as job boards' search boxes are: a labelled OutlinedInput brings
                FormControl, InputLabel and the notched outline into the landing's initial JS
                (~4 kB gzip, issue 15). Its name is "Buscar ofertas"; its frame shows the focus.
              */}
              <InputBase
                id="home-search"
                inputProps={{ 'aria-label': 'Buscar ofertas' }}
                placeholder="Cargo, empresa o habilidad"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                startAdornment={<SearchIcon aria-hidden sx={{ color: 'action.active', mr: 1 }} />}
                sx={{
                  flex: 1,
                  minHeight: 56,
                  px: 1.75,
                  border: 1,
                  borderColor: 'rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23)',
                  borderRadius: TEXT_FIELD_RADIUS,
                  '&:hover': { borderColor: 'text.primary' },
                  '&.Mui-focused': {
                    borderColor: 'primary.main',
                    boxShadow: 'inset 0 0 0 1px var(--mui-palette-primary-main)',
                  },
                  // The frame shows the focus, not a ring around the text inside it.
                  'html && .MuiInputBase-input:focus-visible': { outline: 'none' },
                }}
              />
              <Button type="submit" variant="contained" size="large" sx={{ px: 4, flexShrink: 0 }}>
                Buscar
              </Button>
            </Box>
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: 'wrap', justifyContent: 'center', maxWidth: 760 }}
            >
              {JOB_CATEGORIES.map((category) => (
                <Button
                  key={category}
                  component={RouterLink}
                  to={jobSearchPath({ category })}
                  variant="outlined"
                  size="small"
                  sx={{ borderRadius: 4 }}
                >
                  {category}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </Stack>

      {home ? null : (
        <>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FeatureCard title="Para candidatos" items={FOR_CANDIDATES} />
            <FeatureCard title="Para empresas" items={FOR_RECRUITERS} />
          </Box>

          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h5" component="h2">
              Empieza hoy
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              <Button component={RouterLink} to="/login" variant="contained" size="large">
                Ingresar
              </Button>
              <Button component={RouterLink} to="/signup" variant="outlined" size="large">
                Crear cuenta de candidato
              </Button>
              <Button component={RouterLink} to="/company/register" variant="outlined" size="large">
                Registrar empresa
              </Button>
            </Stack>
          </Stack>
        </>
      )}
    </Stack>
  );
}
