// The database's browser storage is set up before any section uses it.
import '../runtime';
import CloseIcon from '@mui/icons-material/Close';
import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataResetNotice } from './DataResetNotice';
import { DemoPanelFab } from './DemoPanelFab';
import { demoPanelSections, type DemoPanelSection } from './sections';

const OPEN_SECTION_KEY = 'mock-panel:section';

function initialSection(sections: readonly DemoPanelSection[]): string {
  try {
    const stored = sessionStorage.getItem(OPEN_SECTION_KEY);
    if (stored && sections.some((s) => s.id === stored)) return stored;
  } catch {
    // No storage: start on the first section.
  }
  return sections[0]?.id ?? '';
}

/**
 * "Panel de demostración": a floating button (mock mode only) that opens a drawer with the
 * QA sections listed in `sections.ts`. Rendered by the app inside its theme, outside the
 * router.
 */
export function DemoPanel({
  sections = demoPanelSections,
  defaultOpen = false,
}: {
  sections?: readonly DemoPanelSection[];
  /** Open at once (the launcher loads the panel on the button's first click). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [current, setCurrent] = useState(() => initialSection(sections));
  const active = sections.find((s) => s.id === current) ?? sections[0];

  const select = (id: string) => {
    setCurrent(id);
    try {
      sessionStorage.setItem(OPEN_SECTION_KEY, id);
    } catch {
      // Not remembered, that is all.
    }
  };

  return (
    <>
      <DemoPanelFab onClick={() => setOpen(true)} />
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'demo-panel-title',
            sx: { width: { xs: '100vw', sm: 440 }, maxWidth: '100vw' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <ScienceIcon color="secondary" aria-hidden />
          <Typography id="demo-panel-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            Panel de demostración
          </Typography>
          <IconButton aria-label="Cerrar panel" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <DataResetNotice />
        <Tabs
          value={active?.id ?? false}
          onChange={(_event, id: string) => select(id)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Secciones del panel de demostración"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((section) => (
            <Tab
              key={section.id}
              value={section.id}
              label={section.title}
              id={`demo-panel-tab-${section.id}`}
              aria-controls={`demo-panel-section-${section.id}`}
              sx={{ textTransform: 'none' }}
            />
          ))}
        </Tabs>
        {active && (
          <Box
            role="tabpanel"
            id={`demo-panel-section-${active.id}`}
            aria-labelledby={`demo-panel-tab-${active.id}`}
            sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}
          >
            <active.Component />
          </Box>
        )}
      </Drawer>
    </>
  );
}
