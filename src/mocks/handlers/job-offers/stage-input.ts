/**
 * A stage as recruiters send it (`POST /job-offers`, `PUT /job-offers/{id}/stages`), and
 * how it becomes a stored stage.
 */
import { STATEMENT_MAX, stageInput, stagesBody } from '../../../shared/contract';
import { db, type Stage } from '../../db';
import { unprocessable } from '../lib/errors';

export { STATEMENT_MAX, stageInput, stagesBody };

type StageInput = ReturnType<typeof stageInput.parse>;

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
            // The index when it names an option, else the id (the input's check accepts either).
            const byIndex =
              q.correctOptionIndex !== undefined ? options[q.correctOptionIndex] : undefined;
            const correct = (byIndex ?? options.find((o) => o.id === q.correctOptionId))!.id;
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
