import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { RouterLink } from '@/shared/navigation';
import { jobPath, pipelinePath } from '../../paths';

export type OfferView = 'applicants' | 'pipeline';

const TABS: { value: OfferView; label: string; path: (id: string) => string }[] = [
  { value: 'applicants', label: 'Postulantes', path: jobPath },
  { value: 'pipeline', label: 'Pipeline', path: pipelinePath },
];

type Props = { offerId: string; view: OfferView; children: ReactNode };

/** The offer's applicants as a list or as a board: two tabs, each its own URL (issue 34.5). */
export function OfferTabs({ offerId, view, children }: Props) {
  const tabId = (value: OfferView) => `offer-tab-${value}`;
  return (
    <Box>
      <Tabs
        value={view}
        aria-label="Vistas de los postulantes"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={tabId(tab.value)}
            aria-controls="offer-tabpanel"
            component={RouterLink}
            to={tab.path(offerId)}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="offer-tabpanel" aria-labelledby={tabId(view)}>
        {children}
      </div>
    </Box>
  );
}
