import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { FormMethodsProvider } from '@/shared/forms/FormMethodsProvider';
import type { StaffJobOffer } from '../../model';
import { MAX_STAGES } from '../../stagesForm';
import { arrayMessage } from './fieldParts';
import { StageList } from './StageList';
import { useStageDesignerForm } from './useStageDesignerForm';
import { useStageList } from './useStageList';

/** The offer's stages as one form, saved at once with «Guardar etapas». */
export function StageDesigner({ offer }: { offer: StaffJobOffer }) {
  const { form, summary, submission, versioned, onSubmit } = useStageDesignerForm(offer);
  const { fields, addStage, addedKey, announce, moveStage, onDragEnd, removeStage } =
    useStageList(form);
  const {
    formState: { isSubmitting, errors, submitCount },
  } = form;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label="Etapas de la oferta"
    >
      <ErrorSummary items={summary} attempt={submitCount} />
      {submission.failureAlert}
      {versioned.conflictAlert}
      {arrayMessage(errors.stages) ? (
        <Alert severity="error">{arrayMessage(errors.stages)}</Alert>
      ) : null}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
      {fields.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
          <Typography>Esta oferta todavía no tiene etapas.</Typography>
          <Typography color="text.secondary">
            Agrega la primera: por ejemplo un cuestionario y luego una entrevista.
          </Typography>
        </Paper>
      ) : null}
      <FormMethodsProvider form={form}>
        <StageList
          fields={fields}
          addedKey={addedKey}
          errors={errors.stages}
          moveStage={moveStage}
          removeStage={removeStage}
          onDragEnd={onDragEnd}
        />
      </FormMethodsProvider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={addStage}
          disabled={fields.length >= MAX_STAGES}
        >
          Agregar etapa
        </Button>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {fields.length} de {MAX_STAGES} etapas
          </Typography>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar etapas'}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
