import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RegisteredTextField } from '@/shared/forms/RegisteredTextField';
import type { StagesFormValues } from '../../stagesForm';
import { stageSpokenName } from '../../reorderAnnouncements';
import { DESCRIPTION_HELP, type Errors } from './fieldParts';
import { InterviewFields } from './InterviewFields';
import { QuestionnaireFields } from './QuestionnaireFields';
import { StageMoveButtons } from './StageMoveButtons';
import { StageTypeField } from './StageTypeField';
import { TechnicalFields } from './TechnicalFields';

export function StageCard({
  id,
  index,
  count,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const name = useWatch({ control, name: `stages.${index}.name` });
  const type = useWatch({ control, name: `stages.${index}.type` });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, data: { spokenName: stageSpokenName(name, index + 1) } });
  const stageErrors = (errors as Errors).stages?.[index];
  const headingId = useId();
  const number = index + 1;
  const title = `Etapa ${number}${name?.trim() ? `: ${name.trim()}` : ''}`;

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="stage-card"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        borderRadius: 3,
        p: { xs: 1.5, sm: 2.5 },
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title="Arrastrar para reordenar (o Espacio y flechas)">
            <IconButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Reordenar la etapa ${number}`}
              aria-roledescription="elemento reordenable"
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicator />
            </IconButton>
          </Tooltip>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <StageMoveButtons index={index} count={count} onMove={onMove} />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField
              {...register(`stages.${index}.name`)}
              label="Nombre"
              required
              size="small"
              error={!!stageErrors?.name}
              helperText={stageErrors?.name?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <StageTypeField index={index} />
          </Grid>
          <Grid size={12}>
            <RegisteredTextField<StagesFormValues>
              name={`stages.${index}.description`}
              label="Descripción"
              size="small"
              multiline
              minRows={2}
              error={!!stageErrors?.description}
              helperText={stageErrors?.description?.message ?? DESCRIPTION_HELP[type]}
            />
          </Grid>
        </Grid>
        {type === 'questionnaire' ? <QuestionnaireFields index={index} /> : null}
        {type === 'technical' ? <TechnicalFields index={index} /> : null}
        {type === 'interview' ? <InterviewFields index={index} /> : null}
        <Box>
          <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
            Eliminar etapa
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
