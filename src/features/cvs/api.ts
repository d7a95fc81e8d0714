import type { FetchArgs } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import {
  api,
  apiBaseUrl,
  authBridgeOf,
  authBridgeRequested,
  toApiError,
  type ApiError,
} from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import type { Cv } from './model';
import { cvDeletedAnswer, cvListAnswer } from './schemas';
import { cvAuth, withToken, type CvAuth } from './token';
import { uploadCv, type UploadCvArgs, type UploadResult } from './upload';

/** The base query as a `queryFn` receives it (one argument). */
type Send = (
  args: string | FetchArgs,
) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/** A CV call through the app's base query, under the CV token rule. */
function tokenized<T>(
  extra: unknown,
  baseQuery: Send,
  args: string | FetchArgs,
  map: (answer: unknown) => T,
): Promise<{ data: T } | { error: ApiError }> {
  return withToken(
    () => cvAuth(authBridgeOf(extra)).getToken(),
    async () => {
      const result = await baseQuery(args);
      return result.error ? { error: result.error as ApiError } : { data: map(result.data) };
    },
  );
}

const withDate = (cv: Cv): Cv => ({ ...cv, date: cv.date ?? cv.createdAt });

/** The candidate's CVs (product spec §7: `GET /cv/`, `POST /cv/upload/`, `DELETE /cv/{id}`). */
export const cvsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCvs: build.query<Cv[], void>({
      // The answer as sent; `responseSchema` checks it and gives each CV its date.
      queryFn: (_arg, { extra }, _extra, baseQuery) =>
        tokenized(extra, baseQuery, 'cv/', (answer) => answer as Cv[]),
      responseSchema: cvListAnswer,
      providesTags: (cvs) => [
        { type: 'Cv', id: 'LIST' },
        ...(cvs ?? []).map((cv) => ({ type: 'Cv' as const, id: cv.id })),
      ],
    }),
    /** Removes the row at once; puts it back if the server refuses. */
    deleteCv: build.mutation<null, string>({
      queryFn: (id, { extra }, _extra, baseQuery) =>
        tokenized(
          extra,
          baseQuery,
          { url: `cv/${encodeURIComponent(id)}`, method: 'DELETE' },
          (answer) => answer as null,
        ),
      responseSchema: cvDeletedAnswer,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cvsApi.util.updateQueryData('getCvs', undefined, (draft) =>
            draft.filter((cv) => cv.id !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetCvsQuery, useDeleteCvMutation } = cvsApi;

export interface UploadState {
  uploading: boolean;
  /** 0–100 while the file is sent; null before the first progress event. */
  percent: number | null;
}

/**
 * Upload a CV with progress (XHR). On success the CV joins the cached list at the top
 * (the list is newest first) and the list is refreshed.
 */
export function useUploadCv() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<UploadState>({ uploading: false, percent: null });
  const busy = useRef(false);
  const upload = useCallback(
    async (args: Omit<UploadCvArgs, 'onProgress' | 'auth'>): Promise<UploadResult> => {
      busy.current = true;
      setState({ uploading: true, percent: null });
      try {
        const result = await uploadCv({
          ...args,
          auth: cvAuth(dispatch(authBridgeRequested())),
          onProgress: ({ loaded, total }) =>
            setState({
              uploading: true,
              percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null,
            }),
        });
        if ('data' in result) {
          const cv = withDate(result.data);
          dispatch(
            cvsApi.util.updateQueryData('getCvs', undefined, (draft) => {
              if (!draft.some((item) => item.id === cv.id)) draft.unshift(cv);
            }),
          );
          dispatch(cvsApi.util.invalidateTags([{ type: 'Cv', id: 'LIST' }]));
          return { data: cv };
        }
        return result;
      } finally {
        busy.current = false;
        setState({ uploading: false, percent: null });
      }
    },
    [dispatch],
  );
  return { upload, ...state };
}

/** Where a CV's file is downloaded from (`GET /cv/{id}/download`). */
export const cvDownloadUrl = (id: string) =>
  new URL(`cv/${encodeURIComponent(id)}/download`, apiBaseUrl()).toString();

/**
 * Download the stored file of a CV (the call needs the bearer token, so it is fetched and
 * handed to the browser as a file with its name). Rejects with an `ApiError`.
 */
export async function downloadCv(cv: Pick<Cv, 'id' | 'fileName'>, auth: CvAuth): Promise<void> {
  const result = await withToken(
    () => auth.getToken(),
    async (token) => {
      const get = (bearer: string) =>
        fetch(cvDownloadUrl(cv.id), { headers: { Authorization: `Bearer ${bearer}` } });
      let response = await get(token);
      if (response.status === 401) {
        if (await auth.handleUnauthorized()) {
          const fresh = await auth.getToken();
          if (fresh) response = await get(fresh);
        }
      }
      if (!response.ok) {
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text is the message.
        }
        return { error: toApiError(response.status, body) };
      }
      return { data: await response.blob() };
    },
  );
  if ('error' in result) throw result.error;
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = cv.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `downloadCv` with the token of this store's session. */
export function useDownloadCv() {
  const dispatch = useAppDispatch();
  return useCallback(
    (cv: Pick<Cv, 'id' | 'fileName'>) => downloadCv(cv, cvAuth(dispatch(authBridgeRequested()))),
    [dispatch],
  );
}
