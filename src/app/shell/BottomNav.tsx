import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import Box from '@mui/material/Box';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useLocation } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { selectAppView } from '@/features/auth';
import { useAppSelector } from '../hooks';
import { NAV_TABS, activeTab } from './navigation';

const ICONS: Record<string, typeof HomeOutlined> = {
  '/app/feed': HomeOutlined,
  '/app/my-cvs': WorkOutlineOutlined,
  '/app/favorites': FavoriteBorderOutlined,
  '/app/recruiter/dashboard': DashboardOutlined,
  '/app/recruiter/candidates': AssignmentOutlined,
  '/app/recruiter/admin/company': ApartmentOutlined,
};

export const BOTTOM_NAV_HEIGHT = 64;

/** The role's tabs in a bottom bar, below the md breakpoint, inside /app. */
export default function BottomNav() {
  const view = useAppSelector(selectAppView);
  const { pathname } = useLocation();
  const tabs = NAV_TABS[view];
  return (
    <Paper
      component="nav"
      aria-label="Navegación principal"
      elevation={8}
      square
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      {/* The same tabs as in the header, so they are tabs here too. */}
      <Box role="tablist" aria-label="Secciones">
        <BottomNavigation
          showLabels
          value={activeTab(tabs, pathname)}
          // At least 64 px; taller when a label needs two lines (320 px, wider text spacing).
          sx={{ height: 'auto', minHeight: BOTTOM_NAV_HEIGHT }}
        >
          {tabs.map((tab) => {
            const Icon = ICONS[tab.to] ?? HomeOutlined;
            return (
              <BottomNavigationAction
                key={tab.to}
                value={tab.to}
                label={tab.label}
                icon={<Icon />}
                component={RouterLink}
                to={tab.to}
                role="tab"
                aria-selected={activeTab(tabs, pathname) === tab.to}
                sx={{
                  minWidth: 0,
                  px: 0.5,
                  py: 0.75,
                  // Centred, whole: a label that does not fit ("Mis Aplicaciones" at 320 px or
                  // with wider text spacing) takes a second line and the bar grows, rather than
                  // being cut (WCAG 1.4.10, 1.4.12).
                  '& .MuiBottomNavigationAction-label': {
                    maxWidth: '100%',
                    lineHeight: 1.2,
                    textAlign: 'center',
                    overflowWrap: 'anywhere',
                  },
                  '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.8125rem' },
                }}
              />
            );
          })}
        </BottomNavigation>
      </Box>
    </Paper>
  );
}
