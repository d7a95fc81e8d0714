import { STAGE_TYPES, type StageType } from '@/shared/domain';
import type { StageInput, StaffStage } from './model';
import { z } from './zod';

export const MAX_STAGES = 10;
export const MAX_QUESTIONS = 30;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

/** How a questionnaire is decided: `autoDecide`, `automatizable`, or by a recruiter. */
export type Decision = 'auto' | 'propose' | 'manual';

const text = (max: number, required = 'Este campo es obligatorio') =>
  z.string().trim().min(1, required).max(max, `Debe tener como máximo ${max} caracteres`);

const optionSchema = z.object({
  optionId: z.string().optional(),
  text: text(200, 'Escribe la opción'),
});

const questionSchema = z
  .object({
    questionId: z.string().optional(),
    text: text(300, 'Escribe la pregunta'),
    options: z
      .array(optionSchema)
      .min(MIN_OPTIONS, `Cada pregunta necesita al menos ${MIN_OPTIONS} opciones`)
      .max(MAX_OPTIONS, `Cada pregunta puede tener como máximo ${MAX_OPTIONS} opciones`),
    correctOptionIndex: z.number().int().nullable(),
  })
  .superRefine((question, ctx) => {
    const index = question.correctOptionIndex;
    if (index === null || index < 0 || index >= question.options.length)
      ctx.addIssue({
        code: 'custom',
        path: ['correctOptionIndex'],
        message: 'Indica cuál es la opción correcta',
      });
  });

const looseQuestion = z.object({
  questionId: z.string().optional(),
  text: z.string(),
  options: z.array(z.object({ optionId: z.string().optional(), text: z.string() })),
  correctOptionIndex: z.number().int().nullable(),
});

const passingScoreSchema = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value) && Number(value) <= 100, 'Ingresa un número de 0 a 100');

const placeSchema = z.string().trim().max(200, 'Debe tener como máximo 200 caracteres');

/** The task of a technical stage ("Enunciado"): plain text, required, up to 5,000 characters. */
export const STATEMENT_MAX = 5000;
export const STATEMENT_TEXTS = {
  label: 'Enunciado',
  required: 'Escribe el enunciado de la prueba técnica',
  tooLong: `Debe tener como máximo ${STATEMENT_MAX} caracteres`,
  help: 'El caso que el candidato debe resolver. Separa los párrafos con una línea en blanco.',
  attach: 'Adjuntar PDF (opcional)',
  replace: 'Cambiar PDF',
  remove: 'Quitar el PDF',
  fileHint: 'PDF de hasta 5 MB.',
  problems: {
    missing: 'Elige un archivo PDF.',
    type: 'Formato no permitido. Adjunta un PDF.',
    empty: 'El archivo está vacío.',
    size: 'El archivo supera el tamaño máximo de 5 MB.',
  },
} as const;
const statementSchema = z
  .string()
  .trim()
  .min(1, STATEMENT_TEXTS.required)
  .max(STATEMENT_MAX, STATEMENT_TEXTS.tooLong);

/** The PDF of a stage's task: already stored (`id`), or chosen and sent when saving (`file`). */
export interface StatementFileValue {
  id?: string;
  name: string;
  size: number;
  file?: File;
}

/** Fields a type does not use are kept in the form (switching back finds them) but not checked. */
const stageSchema = z
  .object({
    stageId: z.string().optional(),
    name: text(120, 'Ponle un nombre a la etapa'),
    type: z.enum(STAGE_TYPES, 'Elige el tipo de etapa'),
    description: z.string().trim().max(2000, 'Debe tener como máximo 2000 caracteres'),
    decision: z.enum(['auto', 'propose', 'manual']),
    passingScore: z.string(),
    questions: z.array(looseQuestion),
    scheduledAt: z.string().nullable(),
    place: z.string(),
    statement: z.string(),
    statementFile: z.custom<StatementFileValue>().nullable(),
  })
  .superRefine((stage, ctx) => {
    const forward = (result: z.ZodSafeParseResult<unknown>, prefix: (string | number)[]) => {
      if (result.success) return;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message });
    };
    if (stage.type === 'interview') {
      forward(placeSchema.safeParse(stage.place), ['place']);
      if (stage.scheduledAt !== null && Number.isNaN(Date.parse(stage.scheduledAt)))
        ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Fecha inválida' });
    }
    if (stage.type === 'technical')
      forward(statementSchema.safeParse(stage.statement), ['statement']);
    if (stage.type !== 'questionnaire') return;
    forward(passingScoreSchema.safeParse(stage.passingScore), ['passingScore']);
    if (stage.questions.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Un cuestionario necesita al menos una pregunta',
      });
    if (stage.questions.length > MAX_QUESTIONS)
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: `Un cuestionario puede tener como máximo ${MAX_QUESTIONS} preguntas`,
      });
    stage.questions.forEach((question, index) =>
      forward(questionSchema.safeParse(question), ['questions', index]),
    );
  });

/** The stage designer form, with the server's limits (docs/api.md, `PUT …/stages`). */
export const stagesSchema = z.object({
  stages: z
    .array(stageSchema)
    .max(MAX_STAGES, `Una oferta puede tener como máximo ${MAX_STAGES} etapas`),
});

export type StagesFormValues = z.infer<typeof stagesSchema>;
export type StageFormValue = StagesFormValues['stages'][number];
export type QuestionFormValue = StageFormValue['questions'][number];

export const newQuestion = (): QuestionFormValue => ({
  text: '',
  options: [{ text: '' }, { text: '' }],
  correctOptionIndex: null,
});

export const newStage = (type: StageType = 'questionnaire'): StageFormValue => ({
  name: '',
  type,
  description: '',
  decision: 'auto',
  passingScore: '60',
  questions: type === 'questionnaire' ? [newQuestion()] : [],
  scheduledAt: null,
  place: '',
  statement: '',
  statementFile: null,
});

function decisionOf(stage: StaffStage): Decision {
  if (stage.autoDecide) return 'auto';
  if (stage.automatizable) return 'propose';
  return 'manual';
}

/** The form's values for the offer's stages. */
export function stagesFormValues(stages: readonly StaffStage[]): StagesFormValues {
  return {
    stages: stages.map((stage) => ({
      stageId: stage.id,
      name: stage.name,
      type: stage.type,
      description: stage.description ?? '',
      decision: stage.type === 'questionnaire' ? decisionOf(stage) : 'auto',
      passingScore: String(stage.passingScore ?? 60),
      questions: (stage.questions ?? []).map((question) => ({
        questionId: question.id,
        text: question.text,
        options: question.options.map((option) => ({ optionId: option.id, text: option.text })),
        correctOptionIndex: Math.max(
          0,
          question.options.findIndex((option) => option.id === question.correctOptionId),
        ),
      })),
      scheduledAt: stage.scheduledAt ?? null,
      place: stage.place ?? '',
      statement: stage.statement ?? '',
      statementFile: stage.statementFile
        ? {
            id: stage.statementFile.id,
            name: stage.statementFile.name,
            size: stage.statementFile.size,
          }
        : null,
    })),
  };
}

/** The body of `PUT /job-offers/{id}/stages`: only what each type uses is sent. */
export function stagesBody(values: StagesFormValues): StageInput[] {
  return values.stages.map((stage) => {
    const base: StageInput = {
      ...(stage.stageId ? { id: stage.stageId } : {}),
      name: stage.name.trim(),
      type: stage.type,
      description: stage.description.trim(),
    };
    if (stage.type === 'questionnaire') {
      return {
        ...base,
        autoDecide: stage.decision === 'auto',
        automatizable: stage.decision === 'propose',
        passingScore: Number(stage.passingScore),
        questions: stage.questions.map((question) => ({
          ...(question.questionId ? { id: question.questionId } : {}),
          text: question.text.trim(),
          options: question.options.map((option) => ({
            ...(option.optionId ? { id: option.optionId } : {}),
            text: option.text.trim(),
          })),
          correctOptionIndex: question.correctOptionIndex ?? 0,
        })),
      };
    }
    if (stage.type === 'interview') {
      return { ...base, scheduledAt: stage.scheduledAt, place: stage.place.trim() || null };
    }
    if (stage.type === 'technical') {
      return {
        ...base,
        statement: stage.statement.trim(),
        statementFileId: stage.statementFile?.id ?? null,
      };
    }
    return base;
  });
}

const FIELD_PATTERNS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^stages\.(\d+)$/, (m) => `stages.${m[1]}.name`],
  [/^stages\.(\d+)\.id$/, (m) => `stages.${m[1]}.name`],
  [
    /^stages\.(\d+)\.(name|type|description|passingScore|scheduledAt|place|questions|statement)$/,
    (m) => `stages.${m[1]}.${m[2]}`,
  ],
  [/^stages\.(\d+)\.(automatizable|autoDecide)$/, (m) => `stages.${m[1]}.decision`],
  [/^stages\.(\d+)\.statementFileId$/, (m) => `stages.${m[1]}.statementFile`],
  [/^stages\.(\d+)\.questions\.(\d+)$/, (m) => `stages.${m[1]}.questions.${m[2]}.text`],
  [
    /^stages\.(\d+)\.questions\.(\d+)\.(text|options|correctOptionIndex)$/,
    (m) => `stages.${m[1]}.questions.${m[2]}.${m[3]}`,
  ],
  [
    /^stages\.(\d+)\.questions\.(\d+)\.correctOptionId$/,
    (m) => `stages.${m[1]}.questions.${m[2]}.correctOptionIndex`,
  ],
  [
    /^stages\.(\d+)\.questions\.(\d+)\.options\.(\d+)(?:\.text)?$/,
    (m) => `stages.${m[1]}.questions.${m[2]}.options.${m[3]}.text`,
  ],
];

/**
 * Where the server's 422 `details` go in the stage designer: a key such as
 * `stages.0.questions.0.correctOptionIndex` to that field (the form mirrors the body),
 * `stages.1.automatizable` to the stage's decision, anything else (e.g. `stages`) to the
 * designer's general message.
 */
export function stageDetailsToFields(details: Record<string, string> | undefined): {
  fields: [string, string][];
  other: string[];
} {
  const fields: [string, string][] = [];
  const other: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    const rule = FIELD_PATTERNS.find(([pattern]) => pattern.test(key));
    if (rule) fields.push([rule[1](key.match(rule[0])!), message]);
    else other.push(message);
  }
  return { fields, other };
}
