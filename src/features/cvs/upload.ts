import { apiBaseUrl, toApiError, type ApiError } from '@/app/api';
import type { Cv } from './model';
import { cvSchema } from './schemas';
import { withToken, type CvAuth } from './token';

/** Product spec §5: an upload not answered 201 is this error. */
export const UPLOAD_ERROR_MESSAGE = 'Error al subir el archivo';

/** Answers whose own message is shown (file too large, wrong type, invalid field, limit reached). */
const EXPLAINED_STATUSES = new Set([409, 413, 415, 422]);

export interface UploadAnswer {
  /** 0 when the request got no answer. */
  status: number;
  body: unknown;
}

export type UploadResult = { data: Cv } | { error: ApiError };

/**
 * What an upload's answer means. Only a 201 with the CV is a success (a 200 is not);
 * 409/413/415/422 are shown as the server sends them; anything else is the spec's
 * "Error al subir el archivo".
 */
export function uploadOutcome(answer: UploadAnswer): UploadResult {
  if (answer.status === 201) {
    const cv = (answer.body as { data?: Cv } | null)?.data;
    if (cvSchema.safeParse(cv).success) return { data: cv as Cv };
  }
  if (EXPLAINED_STATUSES.has(answer.status)) {
    return { error: toApiError(answer.status, answer.body) };
  }
  return { error: { status: answer.status, message: UPLOAD_ERROR_MESSAGE } };
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One multipart POST over XHR (fetch cannot report upload progress). */
function sendMultipart(
  url: string,
  body: FormData,
  token: string,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, body: parse(xhr.responseText) }),
    );
    xhr.addEventListener('error', () => resolve({ status: 0, body: null }));
    xhr.addEventListener('abort', () => resolve({ status: 0, body: null }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

export interface UploadCvArgs {
  file: File;
  description: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The token source of the store the upload is made for. */
  auth: CvAuth;
}

/**
 * `POST /cv/upload/` as multipart `file` + `description`, with upload progress. Needs a
 * token (the CV token rule); a 401 is sent again once after the session refreshed it.
 */
export async function uploadCv({
  file,
  description,
  onProgress,
  signal,
  auth,
}: UploadCvArgs): Promise<UploadResult> {
  const url = new URL('cv/upload/', apiBaseUrl()).toString();
  const form = () => {
    const body = new FormData();
    body.append('file', file, file.name);
    const text = description.trim();
    if (text) body.append('description', text);
    return body;
  };
  return withToken(
    () => auth.getToken(),
    async (token) => {
      let answer = await sendMultipart(url, form(), token, onProgress, signal);
      if (answer.status === 401) {
        if (await auth.handleUnauthorized()) {
          const fresh = await auth.getToken();
          if (fresh) answer = await sendMultipart(url, form(), fresh, onProgress, signal);
        }
      }
      return uploadOutcome(answer);
    },
  );
}
