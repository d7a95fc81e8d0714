import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { ROLE_HOME, selectAppView } from '@/features/auth';
import { LoadErrorAlert } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { ACCESS_DENIED_HOME_LABEL, AccessDeniedScreen } from '@/shared/screens';
import { EmptyState } from '@/shared/screens/EmptyState';
import { PageTitle } from '@/shared/screens/PageTitle';
import { useGetJobAlertsQuery } from './api';
import { AlertRow } from './components/AlertRow';

/** The height of an alert's row (a skeleton keeps it: nothing moves when the list arrives). */
const ROW_MIN_HEIGHT = { xs: 168, sm: 112 };

function AlertSkeletons() {
  return (
    <Stack spacing={1.5} aria-hidden data-testid="alert-skeletons">
      {[0, 1].map((key) => (
        <Paper
          key={key}
          variant="outlined"
          sx={{ borderRadius: 3, p: 2, minHeight: ROW_MIN_HEIGHT }}
        >
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.1rem' }} />
          <Skeleton variant="text" width="65%" />
          <Skeleton variant="text" width="30%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** `/app/alerts` ("Mis alertas"): the candidate's job alerts, each paused, renamed or deleted here. */
export function AlertsPage() {
  const view = useAppSelector(selectAppView);
  const query = useGetJobAlertsQuery(undefined, { skip: view !== 'candidate' });
  const alerts = query.currentData ?? (query.isFetching ? undefined : query.data);

  // Job alerts are a candidate's: staff are led back to their own home.
  if (view !== 'candidate')
    return <AccessDeniedScreen redirect={ROLE_HOME.recruiter} label={ACCESS_DENIED_HOME_LABEL} />;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageTitle
          title="Mis alertas"
          lead="Te avisamos cuando se publica una oferta que coincide con una de tus búsquedas."
        />
        <Button
          component={RouterLink}
          to="/app/jobs/"
          variant="outlined"
          startIcon={<SearchIcon aria-hidden />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Buscar ofertas
        </Button>
      </Stack>

      {query.isError && !alerts ? (
        <LoadErrorAlert
          fallback="No pudimos cargar tus alertas."
          onRetry={() => void query.refetch()}
        />
      ) : !alerts ? (
        <AlertSkeletons />
      ) : alerts.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<NotificationsNoneOutlined aria-hidden />}
          title="Todavía no tienes alertas"
          description="Busca ofertas con los filtros que te interesan y pulsa «Crear alerta»: te avisaremos cuando se publique una oferta nueva que coincida."
          action={
            <Button component={RouterLink} to="/app/jobs/" variant="contained">
              Buscar ofertas
            </Button>
          }
        />
      ) : (
        <>
          <Typography role="status" variant="body1" sx={{ fontWeight: 500 }}>
            {alerts.length === 1 ? '1 alerta' : `${alerts.length} alertas`} de 20
          </Typography>
          <Stack
            component="ul"
            aria-label="Mis alertas"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
