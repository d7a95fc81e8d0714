/**
 * Request bodies are read before a handler takes its turn on the database (so a slow
 * client never holds it), and refused as soon as they pass the endpoint's limit: the
 * declared `Content-Length`, or the bytes streamed so far (413), not after reading it all.
 */
import { payloadTooLarge } from './errors';

export const KB = 1024;
export const MB = 1024 * KB;

/** JSON bodies: the largest the contract accepts (an offer with its stages) is far below. */
export const DEFAULT_BODY_LIMIT = 1 * MB;

/** Room for the multipart envelope and the small text fields beside a file. */
export const MULTIPART_OVERHEAD = 64 * KB;

const sizeLabel = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;

export interface BodyLimit {
  maxBytes: number;
  /** The Spanish message of the 413 (default: "La solicitud supera el tamaño máximo de …"). */
  message?: string;
}

function tooLarge(limit: BodyLimit) {
  return payloadTooLarge(
    limit.message ?? `La solicitud supera el tamaño máximo de ${sizeLabel(limit.maxBytes)}`,
  );
}

/** A copy of `request` whose body is fully read (at most `limit.maxBytes`), or a 413. */
export async function bufferRequest(request: Request, limit: BodyLimit): Promise<Request> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit.maxBytes) throw tooLarge(limit);
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: size > 0 ? bytes : null,
  });
}
