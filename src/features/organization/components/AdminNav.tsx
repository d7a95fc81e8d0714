import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { ADMIN_PATHS } from '../paths';

/** The link between the two admin pages. */
export function AdminNav() {
  const { pathname } = useLocation();
  const current = pathname.startsWith(ADMIN_PATHS.users) ? ADMIN_PATHS.users : ADMIN_PATHS.company;
  return (
    <Tabs
      value={current}
      aria-label="Administración de la empresa"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        label="Empresa"
        value={ADMIN_PATHS.company}
        component={RouterLink}
        to={ADMIN_PATHS.company}
      />
      <Tab
        label="Usuarios y roles"
        value={ADMIN_PATHS.users}
        component={RouterLink}
        to={ADMIN_PATHS.users}
      />
    </Tabs>
  );
}
