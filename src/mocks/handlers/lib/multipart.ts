/**
 * Multipart uploads: `await request.formData()`, then type (415, by declared type and by the
 * content's magic bytes) and size (413) checks; contents go to the blob store.
 */
// Relative, not `@/`: the standalone server loads this file without the app's aliases.
import { acceptedType, contentMatches } from '../../../shared/files';
import { db, type FileKind } from '../../db';
import { getBlob, putBlob } from '../../db/blobs';
import { base64ToBytes } from '../../shared/bytes';
import { MB, MULTIPART_OVERHEAD, type BodyLimit } from './body';
import { badRequest, payloadTooLarge, unprocessable, unsupportedMediaType } from './errors';

export { MB };

export interface FileRule {
  /** Accepted MIME types, with the extensions that may stand in for an empty/generic type. */
  types: Record<string, readonly string[]>;
  maxBytes: number;
  /** Spanish description for messages, e.g. "PDF, DOC o DOCX". */
  label: string;
}

export const CV_RULE: FileRule = {
  types: {
    'application/pdf': ['pdf'],
    'application/msword': ['doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  },
  maxBytes: 5 * MB,
  label: 'PDF, DOC o DOCX',
};

export const IMAGE_RULE: FileRule = {
  types: {
    'image/png': ['png'],
    'image/jpeg': ['jpg', 'jpeg'],
    'image/webp': ['webp'],
    'image/gif': ['gif'],
  },
  maxBytes: 2 * MB,
  label: 'PNG, JPG, WEBP o GIF',
};

export const BENDER_RULE: FileRule = { ...IMAGE_RULE, maxBytes: 5 * MB };

export const DOCUMENT_RULE: FileRule = {
  types: { ...CV_RULE.types, ...IMAGE_RULE.types },
  maxBytes: 5 * MB,
  label: 'PDF, DOC, DOCX, PNG, JPG, WEBP o GIF',
};

/** The PDF attached to a technical stage's task ("Enunciado"). */
export const STATEMENT_RULE: FileRule = {
  types: { 'application/pdf': ['pdf'] },
  maxBytes: 5 * MB,
  label: 'PDF',
};

/** The body limit of an upload endpoint: its file's limit plus the multipart envelope. */
export const uploadLimit = (rule: FileRule): BodyLimit => ({
  maxBytes: rule.maxBytes + MULTIPART_OVERHEAD,
  message: `El archivo supera el tamaño máximo de ${rule.maxBytes / MB} MB`,
});

export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw unsupportedMediaType('Se esperaba un formulario multipart/form-data');
  }
  try {
    return await request.formData();
  } catch {
    throw badRequest('No se pudo leer el formulario enviado');
  }
}

export { contentMatches };

/** A file name to keep: no path, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  if (!base) return 'archivo';
  const chars = Array.from(base);
  if (chars.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  return Array.from(base.slice(0, base.length - extension.length))
    .slice(0, 255 - Array.from(extension).length)
    .join('')
    .concat(extension);
}

export interface CheckedFile {
  file: File;
  mimeType: string;
  bytes: Uint8Array;
  name: string;
}

/**
 * Take and check the file of `field`: 422 missing, 415 wrong type (by its declared type or
 * extension, then by its content), 413 too large.
 */
export async function requireFile(
  form: FormData,
  field: string,
  rule: FileRule,
): Promise<CheckedFile> {
  const entry = form.get(field);
  // Any File implementation (a test's jsdom realm has its own `File` besides the one
  // `request.formData()` builds): a field that is not text is the file.
  const file = typeof entry === 'string' ? null : entry;
  if (!file || file.size === 0) {
    throw unprocessable({ [field]: 'Debes adjuntar un archivo' });
  }
  const refused = () =>
    unsupportedMediaType(`Tipo de archivo no permitido. Formatos aceptados: ${rule.label}`, {
      [field]: `Formatos aceptados: ${rule.label}`,
    });
  const mimeType = acceptedType(file, rule);
  if (!mimeType) throw refused();
  if (file.size > rule.maxBytes) {
    const limit = `${rule.maxBytes / MB} MB`;
    throw payloadTooLarge(`El archivo supera el tamaño máximo de ${limit}`, {
      [field]: `Tamaño máximo: ${limit}`,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(bytes, mimeType)) {
    throw unsupportedMediaType(
      `El contenido del archivo no corresponde a su tipo. Formatos aceptados: ${rule.label}`,
      { [field]: `El contenido no es un archivo ${rule.label} válido` },
    );
  }
  return { file, mimeType, bytes, name: safeFileName(file.name) };
}

/** Keep a checked file: its row in the database, its content in the blob store. */
export async function storeFile(checked: CheckedFile, ownerId: string, kind: FileKind) {
  const blobKey = await putBlob(checked.bytes);
  return db.files.insert({
    id: crypto.randomUUID(),
    ownerId,
    kind,
    name: checked.name,
    mimeType: checked.mimeType,
    size: checked.bytes.byteLength,
    contentBase64: null,
    blobKey,
    createdAt: new Date().toISOString(),
  });
}

/**
 * Answer a stored file's bytes, with its checked type. `nosniff` keeps a browser from
 * reading it as anything else; only images are ever shown inline (avatars).
 */
export async function fileResponse(fileId: string, inline = false): Promise<Response> {
  const file = db.files.get(fileId);
  if (!file) return new Response(null, { status: 404 });
  const bytes = file.contentBase64
    ? base64ToBytes(file.contentBase64)
    : file.blobKey
      ? await getBlob(file.blobKey)
      : null;
  if (!bytes) return new Response(null, { status: 404 });
  const showInline = inline && file.mimeType.startsWith('image/');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `${showInline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
