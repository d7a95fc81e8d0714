/**
 * The CV checks made before anything is sent (DESIGN.md §4: PDF, DOC or DOCX up to 5 MB,
 * description up to 200 characters). The server checks the same and answers 413/415/422.
 */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_DESCRIPTION_MAX = 200;

/** Accepted types, each with the extensions that go with it. */
export const CV_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/** For the file input's `accept`. */
export const CV_ACCEPT = [...Object.keys(CV_TYPES), '.pdf', '.doc', '.docx'].join(',');

export const CV_FILE_MESSAGES = {
  missing: 'Elige un archivo para subir.',
  type: 'Formato no permitido. Sube tu CV en PDF, DOC o DOCX.',
  size: 'El archivo supera el tamaño máximo de 5 MB.',
  empty: 'El archivo está vacío.',
  description: `La descripción debe tener como máximo ${CV_DESCRIPTION_MAX} caracteres.`,
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The Spanish reason a file cannot be a CV, or null when it can. Both the extension and
 * the declared type must say PDF, DOC or DOCX (an empty or generic type is judged by the
 * extension alone, as browsers often send no type for .doc/.docx).
 */
export function cvFileError(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return CV_FILE_MESSAGES.missing;
  const extension = extensionOf(file.name);
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const byExtension = Object.values(CV_TYPES).some((list) => list.includes(extension));
  const generic = type === '' || type === 'application/octet-stream';
  const byType = generic || (CV_TYPES[type]?.includes(extension) ?? false);
  if (!byExtension || !byType) return CV_FILE_MESSAGES.type;
  if (file.size === 0) return CV_FILE_MESSAGES.empty;
  if (file.size > CV_MAX_BYTES) return CV_FILE_MESSAGES.size;
  return null;
}

/** The reason a description cannot go with a CV, or null. */
export function cvDescriptionError(description: string): string | null {
  return description.trim().length > CV_DESCRIPTION_MAX ? CV_FILE_MESSAGES.description : null;
}

/** "2,4 MB", "340 KB", "512 B". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const number = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

const dateFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "19 nov 2026". */
export function formatCvDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
