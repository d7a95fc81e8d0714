import ScienceIcon from '@mui/icons-material/Science';
import Fab from '@mui/material/Fab';
import { useRef } from 'react';
import { useClearOfFocus } from './useClearOfFocus';

/** The floating button that opens the demo panel (the same before and after its code loads). */
export function DemoPanelFab({
  onClick,
  onIntent,
}: {
  onClick: () => void;
  /** Pointer over it or focus on it: a click may follow (start loading the panel). */
  onIntent?: () => void;
}) {
  const fab = useRef<HTMLButtonElement>(null);
  // Out of the way while it would cover the focused field or button (WCAG 2.4.11).
  const hidden = useClearOfFocus(fab);
  return (
    <Fab
      ref={fab}
      color="secondary"
      size="small"
      aria-label="Panel de demostración"
      title="Panel de demostración"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      sx={{
        position: 'fixed',
        right: 16,
        // Clear of the footer (version, theme) and, on phones, of the bottom navigation.
        bottom: { xs: 144, md: 88 },
        zIndex: (theme) => theme.zIndex.drawer - 1,
        visibility: hidden ? 'hidden' : 'visible',
      }}
    >
      <ScienceIcon />
    </Fab>
  );
}
