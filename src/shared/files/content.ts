/**
 * What a file really is, by its first bytes: the browser checks it before sending (CVs,
 * documents, drawings) and the mock API checks the same on arrival (415), so a program or a page
 * renamed `.pdf` or `.png` is refused on both sides.
 */
import type { FileProblem, FileRule } from './check';

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The first bytes of each accepted type. */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'application/pdf': (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]), // %PDF-
  'application/msword': (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) =>
    startsWith(b, [0x50, 0x4b, 0x03, 0x04]), // a ZIP container
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/webp': (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && ascii(b, 8, 12) === 'WEBP',
  'image/gif': (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
};

/** Markup a browser could run if it ever took the file for HTML or SVG (polyglots). */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta)[\s>/]/i;

/** How many first bytes the content check reads. */
export const SNIFF_BYTES = 1024;

/** Whether `bytes` (the file's first ones) really are a `mimeType` file, with no markup up front. */
export function contentMatches(bytes: Uint8Array, mimeType: string): boolean {
  const signature = SIGNATURES[mimeType];
  if (!signature || !signature(bytes)) return false;
  return !MARKUP.test(new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES)));
}

/** The accepted MIME type of a file: its declared type or, when generic, its extension's. */
export function acceptedType(
  file: Pick<File, 'name' | 'type'>,
  rule: Pick<FileRule, 'types'>,
): string | null {
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if (declared in rule.types) return declared;
  if (declared && declared !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const entry = Object.entries(rule.types).find(([, extensions]) => extensions.includes(extension));
  return entry ? entry[0] : null;
}

/** `'type'` when the file's content is not the type it claims to be; null when it is. */
export async function fileContentProblem(
  file: Blob & Pick<File, 'name' | 'type'>,
  rule: FileRule,
): Promise<FileProblem | null> {
  const type = acceptedType(file, rule);
  if (!type) return 'type';
  try {
    const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    return contentMatches(bytes, type) ? null : 'type';
  } catch {
    return 'type';
  }
}
