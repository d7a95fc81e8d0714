import ScienceIcon from '@mui/icons-material/Science';
import Fab from '@mui/material/Fab';

/** The floating button that opens the demo panel (the same before and after its code loads). */
export function DemoPanelFab({
  onClick,
  onIntent,
}: {
  onClick: () => void;
  /** Pointer over it or focus on it: a click may follow (start loading the panel). */
  onIntent?: () => void;
}) {
  return (
    <Fab
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
      }}
    >
      <ScienceIcon />
    </Fab>
  );
}
