import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import DragIndicator from '@mui/icons-material/DragIndicator';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { visuallyHidden } from '@mui/utils';
import dayjs from 'dayjs';
import { useId, useRef, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  FormProvider,
  type FieldErrors,
} from 'react-hook-form';
import { useParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { useSnackbar } from '@/shared/feedback';
import { PendingIndicator, useConfirm } from '@/shared/feedback';
import { PickersProvider } from '@/theme/PickersProvider';
import { acceptOf, checkFile, FIVE_MB, formatFileSize } from '@/shared/files';
import {
  useGetStaffJobOfferQuery,
  useSaveJobOfferStagesMutation,
  useUploadStageFileMutation,
} from '../api';
import { formatCount, STAGE_TYPES, stageTypeLabel, type StageType } from '@/shared/domain';
import type { StaffJobOffer } from '../model';
import { JOBS_PATH, jobPath } from '../paths';
import {
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MAX_STAGES,
  MIN_OPTIONS,
  STATEMENT_MAX,
  STATEMENT_TEXTS,
  newQuestion,
  newStage,
  stageDetailsToFields,
  stagesBody,
  stagesFormValues,
  stagesSchema,
  type StagesFormValues,
} from '../stagesForm';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { nestedErrorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { asSubmissionError, useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { stageErrorLabel } from '../stageErrorLabels';
import { REORDER_ANNOUNCEMENTS, stageSpokenName } from '../reorderAnnouncements';
import { StatusChip } from './StatusChip';

type Errors = FieldErrors<StagesFormValues>;

/** The PDF of a technical stage's task (docs/api.md `POST /job-offers/{id}/stage-files`). */
const STATEMENT_FILE_RULE = { types: { 'application/pdf': ['pdf'] }, maxBytes: FIVE_MB };

/** A failed upload of stage `index`'s PDF, as a refusal of that stage's file (its field). */
function atStatementFile(raw: unknown, index: number): unknown {
  const error = asSubmissionError(raw);
  return error
    ? {
        status: error.status,
        message: error.message,
        code: error.code,
        details: { [`stages.${index}.statementFileId`]: error.message },
      }
    : raw;
}

/** The message of an array-level error (RHF puts it on the array or on its `root`). */
function arrayMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: string; root?: { message?: string } };
  return record.message ?? record.root?.message;
}

const DESCRIPTION_HELP: Record<StageType, string> = {
  questionnaire: 'Qué evalúa el cuestionario (opcional).',
  technical: 'Qué evalúa la prueba (opcional); el caso va en «Enunciado».',
  psychometric_bender: 'Las instrucciones del test: el candidato sube una imagen de su dibujo.',
  interview: 'Qué se conversará y cómo prepararse.',
  document: 'Las instrucciones: qué documento debe subir el candidato.',
};

function OptionRow({
  stageIndex,
  questionIndex,
  optionIndex,
  canRemove,
  onRemove,
}: {
  stageIndex: number;
  questionIndex: number;
  optionIndex: number;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const error = (errors as Errors).stages?.[stageIndex]?.questions?.[questionIndex]?.options?.[
    optionIndex
  ]?.text;
  const label = `Opción ${optionIndex + 1}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Radio
        value={optionIndex}
        slotProps={{
          input: {
            'aria-label': `Marcar la opción ${optionIndex + 1} como correcta`,
          },
        }}
        sx={{ mt: 0.5 }}
      />
      <TextField
        {...register(`stages.${stageIndex}.questions.${questionIndex}.options.${optionIndex}.text`)}
        label={label}
        size="small"
        error={!!error}
        helperText={error?.message}
      />
      <Tooltip title="Quitar opción">
        <span>
          <IconButton
            aria-label={`Quitar la opción ${optionIndex + 1}`}
            onClick={onRemove}
            disabled={!canRemove}
          >
            <DeleteOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

function QuestionEditor({
  stageIndex,
  questionIndex,
  onRemove,
}: {
  stageIndex: number;
  questionIndex: number;
  onRemove: () => void;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const base = `stages.${stageIndex}.questions.${questionIndex}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${base}.options` });
  const questionErrors = (errors as Errors).stages?.[stageIndex]?.questions?.[questionIndex];
  const correctLabelId = useId();
  const number = questionIndex + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...register(`${base}.text`)}
            label={`Pregunta ${number}`}
            size="small"
            multiline
            error={!!questionErrors?.text}
            helperText={questionErrors?.text?.message}
          />
          <Tooltip title="Eliminar pregunta">
            <IconButton aria-label={`Eliminar la pregunta ${number}`} onClick={onRemove}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
        <FormControl error={!!questionErrors?.correctOptionIndex}>
          <FormLabel id={correctLabelId} sx={{ fontSize: '0.875rem' }}>
            Opciones (marca la correcta)
          </FormLabel>
          <Controller
            control={control}
            name={`${base}.correctOptionIndex`}
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={correctLabelId}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                <Stack spacing={1} sx={{ mt: 1 }}>
                  {fields.map((option, optionIndex) => (
                    <OptionRow
                      key={option.id}
                      stageIndex={stageIndex}
                      questionIndex={questionIndex}
                      optionIndex={optionIndex}
                      canRemove={fields.length > MIN_OPTIONS}
                      onRemove={() => {
                        remove(optionIndex);
                        if (field.value !== null && field.value !== undefined) {
                          if (field.value === optionIndex) field.onChange(null);
                          else if (field.value > optionIndex) field.onChange(field.value - 1);
                        }
                      }}
                    />
                  ))}
                </Stack>
              </RadioGroup>
            )}
          />
          {questionErrors?.correctOptionIndex ? (
            <FormHelperText>{questionErrors.correctOptionIndex.message}</FormHelperText>
          ) : null}
          {arrayMessage(questionErrors?.options) ? (
            <FormHelperText>{arrayMessage(questionErrors?.options)}</FormHelperText>
          ) : null}
        </FormControl>
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ text: '' })}
            disabled={fields.length >= MAX_OPTIONS}
          >
            Agregar opción
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function QuestionnaireFields({ index }: { index: number }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `stages.${index}.questions` });
  const stageErrors = (errors as Errors).stages?.[index];
  const decisionLabel = useId();
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...register(`stages.${index}.passingScore`)}
            label="Puntaje mínimo"
            size="small"
            inputMode="numeric"
            error={!!stageErrors?.passingScore}
            helperText={stageErrors?.passingScore?.message ?? 'De 0 a 100'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormControl error={!!stageErrors?.decision}>
            <FormLabel id={decisionLabel} sx={{ fontSize: '0.875rem' }}>
              Decisión
            </FormLabel>
            <Controller
              control={control}
              name={`stages.${index}.decision`}
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-labelledby={decisionLabel}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel
                    value="auto"
                    control={<Radio size="small" />}
                    label="Decidir automáticamente"
                  />
                  <FormControlLabel
                    value="propose"
                    control={<Radio size="small" />}
                    label="Proponer y confirmar"
                  />
                  <FormControlLabel
                    value="manual"
                    control={<Radio size="small" />}
                    label="Revisión manual"
                  />
                </RadioGroup>
              )}
            />
            {stageErrors?.decision ? (
              <FormHelperText>{stageErrors.decision.message}</FormHelperText>
            ) : null}
          </FormControl>
        </Grid>
      </Grid>
      <Typography variant="subtitle2" component="h4">
        Preguntas
      </Typography>
      {arrayMessage(stageErrors?.questions) ? (
        <Alert severity="error">{arrayMessage(stageErrors?.questions)}</Alert>
      ) : null}
      {fields.map((question, questionIndex) => (
        <QuestionEditor
          key={question.id}
          stageIndex={index}
          questionIndex={questionIndex}
          onRemove={() => remove(questionIndex)}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(newQuestion())}
          disabled={fields.length >= MAX_QUESTIONS}
        >
          Agregar pregunta
        </Button>
      </Box>
    </Stack>
  );
}

function InterviewFields({ index }: { index: number }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const stageErrors = (errors as Errors).stages?.[index];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name={`stages.${index}.scheduledAt`}
          render={({ field }) => (
            <DateTimePicker
              label="Fecha y hora"
              value={field.value ? dayjs(field.value) : null}
              onChange={(value) =>
                field.onChange(value && value.isValid() ? value.toISOString() : null)
              }
              inputRef={field.ref}
              slotProps={{
                textField: {
                  size: 'small',
                  fullWidth: true,
                  name: field.name,
                  onBlur: field.onBlur,
                  error: !!stageErrors?.scheduledAt,
                  helperText: stageErrors?.scheduledAt?.message ?? 'Opcional',
                },
                actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register(`stages.${index}.place`)}
          label="Lugar"
          size="small"
          placeholder="Dirección o enlace de la videollamada"
          error={!!stageErrors?.place}
          helperText={stageErrors?.place?.message}
        />
      </Grid>
    </Grid>
  );
}

/** A technical stage's task: "Enunciado" (required) and an optional PDF, sent when saving. */
function TechnicalFields({ index }: { index: number }) {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const stageErrors = (errors as Errors).stages?.[index];
  const statement = useWatch({ control, name: `stages.${index}.statement` }) ?? '';
  const file = useWatch({ control, name: `stages.${index}.statementFile` });
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const fileError = problem ?? stageErrors?.statementFile?.message ?? null;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const found = await checkFile(chosen, STATEMENT_FILE_RULE);
    if (found) {
      setProblem(STATEMENT_TEXTS.problems[found]);
      return;
    }
    setProblem(null);
    // Another file: the server's refusal of the last one no longer applies.
    clearErrors(`stages.${index}.statementFile`);
    setValue(
      `stages.${index}.statementFile`,
      { name: chosen.name, size: chosen.size, file: chosen },
      { shouldDirty: true },
    );
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        {...register(`stages.${index}.statement`)}
        label={STATEMENT_TEXTS.label}
        required
        multiline
        minRows={6}
        maxRows={20}
        error={!!stageErrors?.statement}
        helperText={
          <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <span>{stageErrors?.statement?.message ?? STATEMENT_TEXTS.help}</span>
            <span style={{ whiteSpace: 'nowrap' }}>
              {`${formatCount(statement.length)} / ${formatCount(STATEMENT_MAX)}`}
            </span>
          </Stack>
        }
        slotProps={{ formHelperText: { component: 'div' } }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <input
          ref={input}
          type="file"
          accept={acceptOf(STATEMENT_FILE_RULE)}
          tabIndex={-1}
          aria-label={`Archivo del enunciado de la etapa ${index + 1}`}
          aria-describedby={hintId}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          // The error summary's link to this stage's file comes here (its input is hidden).
          name={`stages.${index}.statementFile`}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {file ? STATEMENT_TEXTS.replace : STATEMENT_TEXTS.attach}
        </Button>
        {file ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PictureAsPdfOutlined color="action" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {`${file.name} (${formatFileSize(file.size)})`}
            </Typography>
            <Tooltip title={STATEMENT_TEXTS.remove}>
              <IconButton
                aria-label={`${STATEMENT_TEXTS.remove} ${file.name}`}
                onClick={() =>
                  setValue(`stages.${index}.statementFile`, null, { shouldDirty: true })
                }
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Stack>
        ) : null}
      </Stack>
      <FormHelperText
        id={hintId}
        error={!!fileError}
        role={fileError ? 'alert' : undefined}
        sx={{ mt: 0 }}
      >
        {fileError ?? STATEMENT_TEXTS.fileHint}
      </FormHelperText>
    </Stack>
  );
}

function StageCard({
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
    getValues,
    setValue,
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
          <Stack direction="row" spacing={0.5}>
            <Tooltip title="Subir">
              <span>
                <IconButton
                  aria-label={`Subir la etapa ${number}`}
                  onClick={() => onMove(index, index - 1)}
                  disabled={index === 0}
                >
                  <ArrowUpward />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Bajar">
              <span>
                <IconButton
                  aria-label={`Bajar la etapa ${number}`}
                  onClick={() => onMove(index, index + 1)}
                  disabled={index === count - 1}
                >
                  <ArrowDownward />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
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
            <Controller
              control={control}
              name={`stages.${index}.type`}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Tipo"
                  required
                  size="small"
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = event.target.value as StageType;
                    field.onChange(next);
                    if (
                      next === 'questionnaire' &&
                      getValues(`stages.${index}.questions`).length === 0
                    )
                      setValue(`stages.${index}.questions`, [newQuestion()], { shouldDirty: true });
                  }}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {STAGE_TYPES.map((stageType) => (
                    <MenuItem key={stageType} value={stageType}>
                      {stageTypeLabel(stageType)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...register(`stages.${index}.description`)}
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

/** The designer's values for a version of the offer. */
const stagesOf = (offer: StaffJobOffer) => stagesFormValues(offer.stages);

function StageDesigner({ offer }: { offer: StaffJobOffer }) {
  const [save] = useSaveJobOfferStagesMutation();
  const [upload] = useUploadStageFileMutation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const form = useForm<StagesFormValues>({
    resolver: zodResolver(stagesSchema),
    defaultValues: stagesFormValues(offer.stages),
    // The error summary takes the focus after a failed submit (its links lead to the fields).
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { isDirty, isSubmitting, errors, submitCount },
  } = form;
  // The whole list's own message has its alert by the list; every other error is summarised.
  const summary = nestedErrorSummaryItems(errors, stageErrorLabel).filter(
    (item) => item.name !== 'stages',
  );
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stages' });
  useUnsavedChangesGuard(isDirty && !isSubmitting);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announce, setAnnounce] = useState('');

  const moveStage = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    const name = getValues(`stages.${to}.name`)?.trim();
    setAnnounce(`${name || 'La etapa'} ahora es la etapa ${to + 1} de ${fields.length}.`);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  const removeStage = async (index: number) => {
    const name = getValues(`stages.${index}.name`)?.trim();
    const ok = await confirm({
      title: '¿Eliminar la etapa?',
      description: `Se quitará ${name ? `«${name}»` : `la etapa ${index + 1}`} al guardar las etapas.`,
      confirmText: 'Eliminar etapa',
      destructive: true,
    });
    if (ok) remove(index);
  };

  // The stages share the offer's version: a save based on an older one is a conflict said
  // here, keeping the stages as designed (docs/api.md "Concurrent edits").
  const versioned = useVersionedEdit({
    resource: offer,
    toValues: stagesOf,
    form,
    message: 'Esta oferta cambió mientras la editabas',
    labels: { stages: 'las etapas' },
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudieron guardar las etapas. Inténtalo de nuevo.',
    summary: true,
    onConflict: versioned.onConflict,
    onDetails: (details) => {
      const { fields: fieldErrors, other } = stageDetailsToFields(details);
      fieldErrors.forEach(([path, message], index) =>
        setError(path as 'stages', { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return other;
    },
    describe: (error, other) =>
      error.status === 409 || other.length || !error.details
        ? [error.message, ...other].join('. ')
        : `${error.message}. Revisa los campos marcados.`,
  });

  // A PDF chosen for a task is sent when saving, before the stages that name it; once sent it
  // is kept in the form, so that a retry after a failure does not send it again. A refused
  // upload is said at its file, as the server's refusal of the stage's file would be.
  const uploadPending = async (values: StagesFormValues): Promise<StagesFormValues> => {
    const stages = await Promise.all(
      values.stages.map(async (stage, index) => {
        const pending = stage.type === 'technical' ? stage.statementFile : null;
        if (!pending?.file || pending.id) return stage;
        const stored = await upload({ offerId: offer.id, file: pending.file })
          .unwrap()
          .catch((raw: unknown) => {
            throw atStatementFile(raw, index);
          });
        const statementFile = { id: stored.id, name: stored.name, size: stored.size };
        setValue(`stages.${index}.statementFile`, statementFile);
        return { ...stage, statementFile };
      }),
    );
    return { ...values, stages };
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const saved = await submission.run(async () => {
        const ready = await uploadPending(values);
        return versioned.save((version) =>
          save({ id: offer.id, stages: stagesBody(ready), version }).unwrap(),
        );
      });
      if (!saved.ok) return;
      versioned.saved(saved.value);
      reset(stagesFormValues(saved.value.stages));
      snackbar('Etapas guardadas', 'success');
    },
    // A submit the fields' checks stop: the summary takes over, an older failure is stale.
    () => submission.clear(),
  );

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
      <FormProvider {...form}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: REORDER_ANNOUNCEMENTS,
            screenReaderInstructions: {
              draggable:
                'Para reordenar una etapa, presiona Espacio para tomarla, usa las flechas arriba y abajo para moverla y Espacio otra vez para soltarla; Escape cancela.',
            },
          }}
        >
          <SortableContext
            items={fields.map((field) => field.id)}
            strategy={verticalListSortingStrategy}
          >
            <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Etapas">
              {fields.map((field, index) => (
                <StageCard
                  key={field.id}
                  id={field.id}
                  index={index}
                  count={fields.length}
                  onMove={moveStage}
                  onRemove={() => void removeStage(index)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </FormProvider>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(newStage())}
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

/** `/app/recruiter/jobs/{jobId}/stages`: the offer's selection stages, designed and saved at once. */
export function StageDesignerPage() {
  const { jobId = '' } = useParams();
  const { data: offer } = useGetStaffJobOfferQuery(jobId);
  if (!offer) return <PendingIndicator />;
  return (
    <PickersProvider>
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
        <Breadcrumbs aria-label="Ruta de navegación">
          <Link component={RouterLink} to={JOBS_PATH + '/'} underline="hover" color="inherit">
            Ofertas de empleo
          </Link>
          <Link component={RouterLink} to={jobPath(offer.id)} underline="hover" color="inherit">
            {offer.title}
          </Link>
          <Typography color="text.primary">Etapas</Typography>
        </Breadcrumbs>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            Etapas de selección
          </Typography>
          <StatusChip status={offer.status} />
        </Stack>
        <Typography color="text.secondary">
          {offer.title}. Ordena las etapas como las recorrerá el candidato (hasta {MAX_STAGES}). Los
          cambios se aplican al presionar «Guardar etapas».
        </Typography>
        <StageDesigner key={offer.id} offer={offer} />
        <Box>
          <Button component={RouterLink} to={jobPath(offer.id)}>
            Volver a la oferta
          </Button>
        </Box>
      </Stack>
    </PickersProvider>
  );
}
