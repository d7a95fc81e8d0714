import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLoadReviewImageMutation } from '../api';
import type { FileRef } from '../model';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/** The Bender drawing as an image (loaded with the token), with a zoom dialog. */
export function BenderDrawing({ file, alt }: { file: FileRef; alt: string }) {
  const [load] = useLoadReviewImageMutation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(2);

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

  if (failed) return <Alert severity="error">No se pudo cargar el dibujo.</Alert>;
  if (!src) return <Skeleton variant="rounded" height={240} aria-label="Cargando dibujo" />;

  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label="Ampliar el dibujo"
        sx={{
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#fff',
          p: 1,
          maxWidth: '100%',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320 }}
        />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg">
        <DialogTitle>Dibujo del test de Bender</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ overflow: 'auto', maxHeight: '70vh', bgcolor: '#fff', borderRadius: 1 }}>
            <Box
              component="img"
              src={src}
              alt={alt}
              sx={{ display: 'block', width: `${zoom * 100}%`, maxWidth: 'none' }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label="Alejar"
              disabled={zoom === ZOOMS[0]}
              onClick={() => setZoom((z) => ZOOMS[Math.max(0, ZOOMS.indexOf(z) - 1)]!)}
            >
              <ZoomOutIcon />
            </IconButton>
            <Typography aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
              {Math.round(zoom * 100)} %
            </Typography>
            <IconButton
              aria-label="Acercar"
              disabled={zoom === ZOOMS.at(-1)}
              onClick={() =>
                setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(z) + 1)]!)
              }
            >
              <ZoomInIcon />
            </IconButton>
          </Stack>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
