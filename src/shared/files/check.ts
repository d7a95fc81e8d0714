/**
 * Checks a chosen file before anything is sent: its extension AND its declared type must be
 * among the accepted ones (an empty or generic type is judged by the extension alone, as
 * browsers often send no type for .doc/.docx), it must not be empty, nor over the limit.
 * The server checks the same (415, 413) and its answer is shown too.
 */
import { fileContentProblem } from './content';

export type FileProblem = 'missing' | 'type' | 'empty' | 'size';

export interface FileRule {
  /** Accepted MIME types, each with its extensions (lower case, no dot). */
  types: Record<string, readonly string[]>;
  maxBytes: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
  rule: FileRule,
): FileProblem | null {
  if (!file) return 'missing';
  const extension = extensionOf(file.name);
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const byExtension = Object.values(rule.types).some((list) => list.includes(extension));
  const generic = type === '' || type === 'application/octet-stream';
  const byType = generic || (rule.types[type]?.includes(extension) ?? false);
  if (!byExtension || !byType) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** For a file input's `accept`: the types and the extensions. */
export function acceptOf(rule: FileRule): string {
  const extensions = Object.values(rule.types).flatMap((list) => list.map((e) => `.${e}`));
  return [...Object.keys(rule.types), ...extensions].join(',');
}

/** "2,4 MB", "340 KB", "512 B". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const number = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

export const FIVE_MB = 5 * 1024 * 1024;

/** Images a person can take with a phone or export from a drawing app. */
export const IMAGE_TYPES: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/** Office and PDF documents. */
export const DOCUMENT_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/**
 * Every check of a chosen file, before anything is sent: name, type and size (`fileProblem`),
 * then its first bytes (`fileContentProblem`).
 */
export async function checkFile(
  file: (Blob & Pick<File, 'name' | 'type' | 'size'>) | null | undefined,
  rule: FileRule,
): Promise<FileProblem | null> {
  const problem = fileProblem(file, rule);
  if (problem || !file) return problem;
  return fileContentProblem(file, rule);
}

type ChosenFile = Pick<File, 'name' | 'type' | 'size'>;

/**
 * The two checks of one kind of file (`rule`), each answering what is wrong in that kind's own
 * words (`messages`), or null when nothing is.
 */
export function fileChecks(rule: FileRule, messages: Readonly<Record<FileProblem, string>>) {
  return {
    /** By name, type and size alone: at once, as the file is chosen or sent. */
    error(file: ChosenFile | null): string | null {
      const problem = fileProblem(file, rule);
      return problem ? messages[problem] : null;
    },
    /** Every check (`checkFile`), the file's first bytes too. */
    async check(file: (Blob & ChosenFile) | null): Promise<string | null> {
      const problem = await checkFile(file, rule);
      return problem ? messages[problem] : null;
    },
  };
}
