import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectAppView } from '@/features/auth';
import { criteriaInWords, proposedAlertName, type OfferCriteria } from '@/shared/domain';
import { useCreateJobAlertMutation } from '../api';
import { AlertNameDialog } from './AlertNameDialog';

interface Props {
  /** The search as it stands when the button is pressed (what is typed included). */
  criteria: () => OfferCriteria;
}

/**
 * "Crear alerta" on the job search (candidates only): saves the search's criteria as a job
 * alert, under a name proposed from them and editable in a small dialog.
 */
export function CreateAlertButton({ criteria }: Props) {
  const view = useAppSelector(selectAppView);
  const [create] = useCreateJobAlertMutation();
  const [open, setOpen] = useState<OfferCriteria | null>(null);
  if (view !== 'candidate') return null;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveOutlined aria-hidden />}
        onClick={() => setOpen(criteria())}
        sx={{ flexShrink: 0 }}
      >
        Crear alerta
      </Button>
      {open ? (
        <AlertNameDialog
          title="Crear alerta de empleo"
          initialName={proposedAlertName(open)}
          submitLabel="Guardar alerta"
          failurePrefix="No se pudo crear la alerta."
          successMessage="Alerta creada. Te avisaremos de las nuevas ofertas."
          onSave={(name) => create({ name, criteria: open }).unwrap()}
          onClose={() => setOpen(null)}
        >
          <Typography variant="body2" color="text.secondary">
            Te avisaremos cuando se publique una oferta para esta búsqueda:{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {criteriaInWords(open)}
            </Box>
            .
          </Typography>
        </AlertNameDialog>
      ) : null}
    </>
  );
}
