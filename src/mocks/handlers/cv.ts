import { cvFields } from '../../shared/contract';
import { db } from '../db';
import { forbidden, notFound, conflict } from './lib/errors';
import {
  CV_RULE,
  fileResponse,
  readFormData,
  requireFile,
  storeFile,
  uploadLimit,
} from './lib/multipart';
import { sortRows } from './lib/paging';
import { isStaff, route } from './lib/route';
import { validate } from './lib/validation';
import { cvView } from './lib/views';

const CANDIDATE = ['candidate'] as const;
export const MAX_CVS = 10;

/** The candidate's CVs that are not deleted. */
export const activeCvs = (candidateId: string) =>
  db.cvs.where('candidateId', candidateId).filter((cv) => !cv.deletedAt);

function ownCv(userId: string, cvId: string) {
  const cv = db.cvs.get(cvId);
  if (!cv || cv.deletedAt) throw notFound('CV no encontrado');
  if (cv.candidateId !== userId) throw forbidden('Este CV no es tuyo');
  return cv;
}

export const cvHandlers = [
  // spec: the candidate's CVs, newest first.
  route('get', '/cv', CANDIDATE, ({ user }) => ({
    data: sortRows(activeCvs(user.id), 'desc', { key: (cv) => cv.createdAt }).map(cvView),
  })),

  // spec: upload (multipart file + description); PDF, DOC or DOCX up to 5 MB; 201.
  route(
    'post',
    '/cv/upload',
    CANDIDATE,
    async ({ request, user }) => {
      const form = await readFormData(request);
      const fields = validate(cvFields, { description: form.get('description') ?? undefined });
      const checked = await requireFile(form, 'file', CV_RULE);
      if (activeCvs(user.id).length >= MAX_CVS) {
        throw conflict(
          `Puedes tener como máximo ${MAX_CVS} CVs. Elimina uno para subir otro.`,
          'cv_limit',
        );
      }
      const stored = await storeFile(checked, user.id, 'cv');
      const cv = await db.cvs.insert({
        id: crypto.randomUUID(),
        candidateId: user.id,
        fileId: stored.id,
        fileName: stored.name,
        mimeType: stored.mimeType,
        size: stored.size,
        description: fields.description ?? '',
        createdAt: stored.createdAt,
        deletedAt: null,
      });
      return { data: cvView(cv) };
    },
    { status: 201, body: uploadLimit(CV_RULE) },
  ),

  // added here: download a CV (its owner, or staff of a company the CV was sent to, even
  // after the candidate deleted it).
  route('get', '/cv/:id/download', 'user', ({ params, user }) => {
    const cv = db.cvs.get(params.id!);
    if (!cv || (cv.deletedAt && !isStaff(user))) throw notFound('CV no encontrado');
    const allowed = isStaff(user)
      ? db.applications
          .where('candidateId', cv.candidateId)
          .some((a) => a.cvId === cv.id && a.companyId === user.companyId)
      : cv.candidateId === user.id;
    if (!allowed) throw forbidden('No tienes acceso a este CV');
    return fileResponse(cv.fileId);
  }),

  // spec: delete a CV. One sent with an application stays available to that company.
  route('delete', '/cv/:id', CANDIDATE, async ({ params, user }) => {
    const cv = ownCv(user.id, params.id!);
    const inUse = db.applications.where('candidateId', user.id).some((a) => a.cvId === cv.id);
    if (inUse) {
      await db.cvs.update(cv.id, (draft) => {
        draft.deletedAt = new Date().toISOString();
      });
    } else {
      db.cvs.remove(cv.id);
      db.files.remove(cv.fileId);
    }
    return null;
  }),
];
