import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { MyCvsPanel } from '@/features/cvs';
import { tabFromSearch, type MyApplicationsTab } from '../model';
import { ApplicationsPanel } from './ApplicationsPanel';

/** `/app/my-cvs` ("Mis Aplicaciones"): the candidate's applications and CVs, in two tabs. */
export function MyApplicationsPage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const id = useId();

  const select = (next: MyApplicationsTab) => {
    setSearch(next === 'cvs' ? { tab: 'cvs' } : {}, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Mis Aplicaciones
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: MyApplicationsTab) => select(next)}
        aria-label="Secciones de Mis Aplicaciones"
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 3,
          '& .MuiTab-root': { textTransform: 'none', fontSize: '1rem' },
        }}
      >
        <Tab
          label="Postulaciones"
          value="applications"
          id={`${id}-tab-applications`}
          aria-controls={`${id}-panel`}
        />
        <Tab label="Mis CVs" value="cvs" id={`${id}-tab-cvs`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'cvs' ? (
          <MyCvsPanel />
        ) : (
          <ApplicationsPanel
            page={page}
            onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          />
        )}
      </Box>
    </Box>
  );
}
