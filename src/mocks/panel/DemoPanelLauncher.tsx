import { Suspense, lazy, useState } from 'react';
import { DemoPanelFab } from './DemoPanelFab';

// The panel (drawer, tabs, its sections and what they import) is loaded on first open, not
// with the app: the first screen of the demo build does not wait for it (issue 15).
const loadDemoPanel = () => import('./DemoPanel');
const DemoPanel = lazy(() => loadDemoPanel().then((m) => ({ default: m.DemoPanel })));

/** The demo panel's button; the panel itself comes on the first click. */
export function DemoPanelLauncher() {
  const [requested, setRequested] = useState(false);
  const fab = (
    <DemoPanelFab onClick={() => setRequested(true)} onIntent={() => void loadDemoPanel()} />
  );
  if (!requested) return fab;
  return (
    <Suspense fallback={fab}>
      <DemoPanel defaultOpen />
    </Suspense>
  );
}
