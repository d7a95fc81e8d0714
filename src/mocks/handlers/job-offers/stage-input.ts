/**
 * A stage as recruiters send it (`POST /job-offers`, `PUT /job-offers/{id}/stages`), and
 * how it becomes a stored stage.
 */
import { z } from '../../shared/zod';
import { db, STAGE_TYPES, type Stage } from '../../db';
import { versionInput } from '../lib/concurrency';
import { unprocessable } from '../lib/errors';

/** The task of a technical stage ("Enunciado"), plain text. */
export const STATEMENT_MAX = 5000;
const questionInput = z
  .object({
    id: z.string().min(1).optional(),
    text: z.string().trim().min(1).max(300),
    options: z
      .array(
        z.object({ id: z.string().min(1).optional(), text: z.string().trim().min(1).max(200) }),
      )
      .min(2)
      .max(6),
    correctOptionId: z.string().optional(),
    correctOptionIndex: z.number().int().min(0).optional(),
  })
  .refine(
    (q) =>
      (q.correctOptionIndex !== undefined && q.correctOptionIndex < q.options.length) ||
      (q.correctOptionId !== undefined && q.options.some((o) => o.id === q.correctOptionId)),
    { message: 'Indica cuál es la opción correcta', path: ['correctOptionIndex'] },
  );

export const stageInput = z
  .object({
    id: z.string().min(1).optional(),
    name: z.string().trim().min(1).max(120),
    type: z.enum(STAGE_TYPES),
    description: z.string().trim().max(2000).optional(),
    automatizable: z.boolean().optional(),
    autoDecide: z.boolean().optional(),
    passingScore: z.number().int().min(0).max(100).optional(),
    questions: z.array(questionInput).max(30).optional(),
    scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
    place: z.string().trim().max(200).nullable().optional(),
    statement: z.string().trim().max(STATEMENT_MAX).optional(),
    statementFileId: z.string().min(1).nullable().optional(),
  })
  .superRefine((stage, ctx) => {
    if (stage.type === 'technical' && !stage.statement) {
      ctx.addIssue({
        code: 'custom',
        path: ['statement'],
        message: 'Escribe el enunciado de la prueba técnica',
      });
    }
    if (stage.type === 'questionnaire' && !stage.questions?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Un cuestionario necesita al menos una pregunta',
      });
    }
    if (stage.type !== 'questionnaire' && (stage.automatizable || stage.autoDecide)) {
      ctx.addIssue({
        code: 'custom',
        path: ['automatizable'],
        message: 'Solo los cuestionarios pueden evaluarse automáticamente',
      });
    }
  });

/** The body of `PUT /job-offers/{id}/stages`: the whole list, in order. */
export const stagesBody = z.object({ stages: z.array(stageInput).max(10), ...versionInput });

type StageInput = z.infer<typeof stageInput>;

/** Turn stage inputs into stored stages (new ids where needed, keeping known ones). */
export function buildStages(
  inputs: readonly StageInput[],
  previous: readonly Stage[] = [],
): Stage[] {
  return inputs.map((input) => {
    const known = input.id ? previous.find((s) => s.id === input.id) : undefined;
    const questionnaire = input.type === 'questionnaire';
    return {
      id: known?.id ?? crypto.randomUUID(),
      name: input.name,
      type: input.type,
      description: input.description ?? '',
      automatizable: questionnaire && !input.autoDecide && (input.automatizable ?? false),
      autoDecide: questionnaire && (input.autoDecide ?? false),
      passingScore: questionnaire ? (input.passingScore ?? 60) : 0,
      questions: questionnaire
        ? (input.questions ?? []).map((q) => {
            const options = q.options.map((o) => ({
              id: o.id ?? crypto.randomUUID(),
              text: o.text,
            }));
            const correct =
              q.correctOptionIndex !== undefined
                ? options[q.correctOptionIndex]!.id
                : options.find((o) => o.id === q.correctOptionId)!.id;
            return {
              id: q.id ?? crypto.randomUUID(),
              text: q.text,
              options,
              correctOptionId: correct,
            };
          })
        : [],
      scheduledAt: input.type === 'interview' ? (input.scheduledAt ?? null) : null,
      place: input.type === 'interview' ? (input.place ?? null) : null,
      statement: input.type === 'technical' ? (input.statement ?? '') : '',
      statementFileId: input.type === 'technical' ? (input.statementFileId ?? null) : null,
    };
  });
}

/**
 * A technical stage's attached file must be a statement PDF uploaded by staff of the offer's
 * company (`POST /job-offers/{id}/stage-files`): anything else is a 422 on that stage.
 */
export function checkStatementFiles(inputs: readonly StageInput[], companyId: string): void {
  const details: Record<string, string> = {};
  inputs.forEach((input, index) => {
    if (input.type !== 'technical' || !input.statementFileId) return;
    const file = db.files.get(input.statementFileId);
    const owner = file ? db.users.get(file.ownerId) : undefined;
    if (!file || file.kind !== 'statement' || owner?.companyId !== companyId)
      details[`stages.${index}.statementFileId`] = 'El archivo adjunto no existe; vuelve a subirlo';
  });
  if (Object.keys(details).length) throw unprocessable(details);
}
