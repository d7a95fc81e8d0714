/** Multipart uploads: `await request.formData()`, then type (415) and size (413) checks. */
import { db, type FileKind } from '../../db';
import { base64ToBytes, bytesToBase64 } from '../../shared/bytes';
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

/** The accepted MIME type of `file`, by its declared type or, when generic, its extension. */
function acceptedType(file: File, rule: FileRule): string | null {
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if (declared in rule.types) return declared;
  if (declared && declared !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const entry = Object.entries(rule.types).find(([, extensions]) => extensions.includes(extension));
  return entry ? entry[0] : null;
}

/** Take and check the file of `field` (422 missing, 415 wrong type, 413 too large). */
export function requireFile(
  form: FormData,
  field: string,
  rule: FileRule,
): { file: File; mimeType: string } {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) {
    throw unprocessable({ [field]: 'Debes adjuntar un archivo' });
  }
  const mimeType = acceptedType(file, rule);
  if (!mimeType) {
    throw unsupportedMediaType(`Tipo de archivo no permitido. Formatos aceptados: ${rule.label}`, {
      [field]: `Formatos aceptados: ${rule.label}`,
    });
  }
  if (file.size > rule.maxBytes) {
    const limit = `${rule.maxBytes / MB} MB`;
    throw payloadTooLarge(`El archivo supera el tamaño máximo de ${limit}`, {
      [field]: `Tamaño máximo: ${limit}`,
    });
  }
  return { file, mimeType };
}

/** Keep the file's content in the database (so it can be downloaded again). */
export async function storeFile(file: File, mimeType: string, ownerId: string, kind: FileKind) {
  const content = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
  return db.files.insert({
    id: crypto.randomUUID(),
    ownerId,
    kind,
    name: file.name || 'archivo',
    mimeType,
    size: file.size,
    contentBase64: content,
    createdAt: new Date().toISOString(),
  });
}

/** Answer a stored file's bytes. */
export function fileResponse(fileId: string, inline = false): Response {
  const file = db.files.get(fileId);
  if (!file) return new Response(null, { status: 404 });
  const bytes = base64ToBytes(file.contentBase64);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
}
