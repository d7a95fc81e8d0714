import {
  acceptOf,
  DOCUMENT_TYPES,
  fileChecks,
  formatFileSize,
  FIVE_MB,
  type FileRule,
} from '@/shared/files';

/**
 * The CV checks made before anything is sent (DESIGN.md §4: PDF, DOC or DOCX up to 5 MB,
 * description up to 200 characters). The server checks the same and answers 413/415/422.
 */
export const CV_MAX_BYTES = FIVE_MB;
export const CV_DESCRIPTION_MAX = 200;

/** Accepted types, each with the extensions that go with it. */
export const CV_TYPES = DOCUMENT_TYPES;

const CV_RULE: FileRule = { types: CV_TYPES, maxBytes: CV_MAX_BYTES };

/** For the file input's `accept`. */
export const CV_ACCEPT = acceptOf(CV_RULE);

export const CV_FILE_MESSAGES = {
  missing: 'Elige un archivo para subir.',
  type: 'Formato no permitido. Sube tu CV en PDF, DOC o DOCX.',
  size: 'El archivo supera el tamaño máximo de 5 MB.',
  empty: 'El archivo está vacío.',
  description: `La descripción debe tener como máximo ${CV_DESCRIPTION_MAX} caracteres.`,
} as const;

/**
 * The Spanish reason a file cannot be a CV, or null when it can. Both the extension and
 * the declared type must say PDF, DOC or DOCX (`fileProblem` of shared/files).
 */
export const cvFileError = fileChecks(CV_RULE, CV_FILE_MESSAGES).error;

/** Every check before a CV is accepted: name, type, size, and its first bytes (a program renamed
 * `.pdf` is refused before anything is sent). */
export const checkCvFile = fileChecks(CV_RULE, CV_FILE_MESSAGES).check;

/** The reason a description cannot go with a CV, or null. */
export function cvDescriptionError(description: string): string | null {
  return description.trim().length > CV_DESCRIPTION_MAX ? CV_FILE_MESSAGES.description : null;
}

export { formatFileSize };
