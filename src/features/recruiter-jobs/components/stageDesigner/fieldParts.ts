import type { FieldErrors } from 'react-hook-form';
import { asSubmissionError } from '@/shared/forms/useFormSubmission';
import { FIVE_MB } from '@/shared/files';
import type { StageType } from '@/shared/domain';
import type { StagesFormValues } from '../../stagesForm';

export type Errors = FieldErrors<StagesFormValues>;
/** One stage's errors (of the form's state: read them at render, they change in place). */
export type StageErrors = NonNullable<Errors['stages']>[number];

/** The PDF of a technical stage's task (docs/api.md `POST /job-offers/{id}/stage-files`). */
export const STATEMENT_FILE_RULE = { types: { 'application/pdf': ['pdf'] }, maxBytes: FIVE_MB };

/** A failed upload of stage `index`'s PDF, as a refusal of that stage's file (its field). */
export function atStatementFile(raw: unknown, index: number): unknown {
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
export function arrayMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: string; root?: { message?: string } };
  return record.message ?? record.root?.message;
}

export const DESCRIPTION_HELP: Record<StageType, string> = {
  questionnaire: 'Qué evalúa el cuestionario (opcional).',
  technical: 'Qué evalúa la prueba (opcional); el caso va en «Enunciado».',
  psychometric_bender: 'Las instrucciones del test: el candidato sube una imagen de su dibujo.',
  interview: 'Qué se conversará y cómo prepararse.',
  document: 'Las instrucciones: qué documento debe subir el candidato.',
};
