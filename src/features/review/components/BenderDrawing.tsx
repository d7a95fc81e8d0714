import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLoadReviewImageMutation } from '../api';
import type { FileRef } from '@/shared/domain';
import { fitZoom, zoomIn, zoomOut, zoomText, type Size } from '../zoom';

// The figures are loaded with a Bender attempt only, not by the review's other attempts.
const BenderFigureSheet = lazy(() => import('@/shared/bender/BenderFigureSheet'));

/** The drawing's PNG is dark ink on white whatever the theme: the figures beside it too. */
const PAPER = { ink: '#111111', background: '#ffffff' };

const SHEET_BOX = {
  width: '100%',
  aspectRatio: '4 / 3',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: '#fff',
} as const;

/**
 * The Bender drawing (loaded with the token) beside the figures the candidate copied, both at
 * the same width: the canvas's drawing and the figures' sheet are both 4:3, so each copy sits
 * next to its figure at the same scale. On a phone the two are stacked, each the screen's
 * width (side by side they were 170 px wide, too small to read a figure). The drawing opens
 * in a zoom dialog.
 */
export function BenderDrawing({ file, alt }: { file: FileRef; alt: string }) {
  const [load] = useLoadReviewImageMutation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog session: it starts fitted.
  const [session, setSession] = useState(0);
  const openZoom = () => {
    setSession((count) => count + 1);
    setOpen(true);
  };
  const [natural, setNatural] = useState<Size | null>(null);

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    load(file.downloadUrl)
      .unwrap()
      .then((loaded) => {
        if (cancelled) URL.revokeObjectURL(loaded);
        else {
          url = loaded;
          setSrc(loaded);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.downloadUrl, load]);

  const skeleton = (label: string) => (
    <Skeleton variant="rounded" aria-label={label} sx={{ ...SHEET_BOX, height: 'auto' }} />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        width: '100%',
        // The same width, hence the same scale, side by side from sm and stacked below it.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          Figuras de referencia
        </Typography>
        <Suspense fallback={skeleton('Cargando figuras')}>
          <BenderFigureSheet colors={PAPER} label="Figuras de referencia" />
        </Suspense>
      </Stack>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          Dibujo del candidato
        </Typography>
        {failed ? (
          <Alert severity="error">No se pudo cargar el dibujo.</Alert>
        ) : !src ? (
          skeleton('Cargando dibujo')
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
              component="img"
              src={src}
              alt={alt}
              data-testid="bender-drawing"
              // A click on the drawing opens it too (the button is the keyboard's way).
              onClick={openZoom}
              onLoad={(event) => {
                const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                setNatural({ width, height });
              }}
              sx={{ ...SHEET_BOX, display: 'block', objectFit: 'contain', cursor: 'zoom-in' }}
            />
            <Button size="small" startIcon={<OpenInFullIcon />} onClick={openZoom}>
              Ampliar el dibujo
            </Button>
          </Stack>
        )}
      </Stack>
      {src ? (
        <ZoomDialog
          key={session}
          open={open}
          onClose={() => setOpen(false)}
          src={src}
          alt={alt}
          natural={natural}
          onNatural={setNatural}
        />
      ) : null}
    </Box>
  );
}

interface ZoomProps {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  natural: Size | null;
  onNatural: (size: Size) => void;
}

/**
 * The drawing at a chosen zoom. It opens fitted (the whole drawing in view); "Acercar" and
 * "Alejar" step from there, keeping the centre of the view; "Ajustar" fits it again. The
 * percentage is of the image's own size.
 */
function ZoomDialog({ open, onClose, src, alt, natural, onNatural }: ZoomProps) {
  const [viewport, setViewport] = useState<Size | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement | null>(null);
  /** The view's centre, as fractions of the content, to keep across a zoom step. */
  const centre = useRef<{ x: number; y: number } | null>(null);

  const measure = useCallback((element: HTMLDivElement | null) => {
    scroller.current = element;
    if (!element) return;
    const update = () =>
      setViewport((previous) =>
        previous?.width === element.clientWidth && previous.height === element.clientHeight
          ? previous
          : { width: element.clientWidth, height: element.clientHeight },
      );
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fitted = natural && viewport ? fitZoom(natural, viewport) : null;
  const zoom = chosen ?? fitted;
  const bigger = zoom === null ? null : zoomIn(zoom);
  const smaller = zoom === null ? null : zoomOut(zoom);

  const step = (next: number | null) => {
    const element = scroller.current;
    if (element && element.scrollWidth > 0) {
      centre.current = {
        x: (element.scrollLeft + element.clientWidth / 2) / element.scrollWidth,
        y: (element.scrollTop + element.clientHeight / 2) / element.scrollHeight,
      };
    }
    setChosen(next);
  };

  // After a step, the same point of the drawing stays in the middle of the view.
  useLayoutEffect(() => {
    const element = scroller.current;
    const kept = centre.current;
    if (!element || !kept) return;
    centre.current = null;
    element.scrollLeft = kept.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = kept.y * element.scrollHeight - element.clientHeight / 2;
  }, [zoom]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>Dibujo del test de Bender</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Box
          ref={measure}
          data-testid="bender-zoom-view"
          sx={{
            display: 'flex',
            overflow: 'auto',
            height: { xs: '60vh', md: '70vh' },
            bgcolor: 'action.hover',
          }}
        >
          <Box
            component="img"
            src={src}
            alt={alt}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              if (!natural) onNatural({ width, height });
            }}
            sx={{
              display: 'block',
              // Auto margins centre the image while it is smaller than the view, and let it
              // scroll from its edge when it is larger.
              m: 'auto',
              flex: 'none',
              maxWidth: 'none',
              bgcolor: '#fff',
              boxShadow: 1,
              visibility: zoom === null ? 'hidden' : 'visible',
              width: zoom !== null && natural ? natural.width * zoom : undefined,
              height: zoom !== null && natural ? natural.height * zoom : undefined,
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Alejar" disabled={smaller === null} onClick={() => step(smaller)}>
            <ZoomOutIcon />
          </IconButton>
          <Typography
            aria-live="polite"
            data-testid="bender-zoom-level"
            sx={{ minWidth: 56, textAlign: 'center' }}
          >
            {zoom === null ? '' : zoomText(zoom)}
          </Typography>
          <IconButton aria-label="Acercar" disabled={bigger === null} onClick={() => step(bigger)}>
            <ZoomInIcon />
          </IconButton>
          <Button disabled={chosen === null} onClick={() => step(null)}>
            Ajustar
          </Button>
        </Stack>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
