/** An offer's stages: replace them, attach a statement PDF, read one stage or its PDF. */
import { db, type JobOffer, type Stage, type StageStatus } from '../../db';
import { ownCompanyOffer } from '../lib/access';
import { conflict, notFound } from '../lib/errors';
import { checkVersion } from '../lib/concurrency';
import { nowIso } from '../lib/events';
import {
  fileResponse,
  readFormData,
  requireFile,
  STATEMENT_RULE,
  storeFile,
  uploadLimit,
} from '../lib/multipart';
import { isStaff, route } from '../lib/route';
import { readJson } from '../lib/validation';
import { candidateOfferView, companyRef, offerView, stageView } from '../lib/views';
import { OFFER_CHANGED, publishWithoutStages, STAFF } from './offer-input';
import { buildStages, checkStatementFiles, stagesBody } from './stage-input';

/** Keep applications in step with a new stage list: statuses by stage id, new stages pending. */
async function syncApplicationStages(offer: JobOffer, stages: readonly Stage[]): Promise<void> {
  for (const app of db.applications.where('jobOfferId', offer.id)) {
    const statusById = new Map(app.stages.map((s) => [s.stageId, s.status]));
    const next = stages.map((s) => ({
      stageId: s.id,
      status: statusById.get(s.id) ?? ('pending' as StageStatus),
    }));
    if (
      app.status === 'in_progress' &&
      !next.some((s) => s.status !== 'passed' && s.status !== 'pending') &&
      next.some((s) => s.status === 'pending')
    ) {
      next.find((s) => s.status === 'pending')!.status = 'in_progress';
    }
    await db.applications.update(app.id, (draft) => {
      draft.stages = next;
    });
  }
}

// spec: replace the stages (known ids are kept; removing a stage someone is in is a 409).
export const replaceStages = route(
  'put',
  '/job-offers/:id/stages',
  STAFF,
  async ({ request, params, user }) => {
    const offer = ownCompanyOffer(user, params.id!);
    const body = await readJson(request, stagesBody);
    checkVersion(body.version, offer, OFFER_CHANGED, () => offerView(offer, 'staff'));
    if (offer.status === 'published' && body.stages.length === 0) throw publishWithoutStages();
    checkStatementFiles(body.stages, offer.companyId);
    const stages = buildStages(body.stages, offer.stages);
    const kept = new Map(stages.map((s) => [s.id, s]));
    const applications = db.applications.where('jobOfferId', offer.id);
    for (const old of offer.stages) {
      const next = kept.get(old.id);
      const touched = applications.some((a) =>
        a.stages.some((s) => s.stageId === old.id && s.status !== 'pending'),
      );
      if (touched && (!next || next.type !== old.type)) {
        throw conflict(
          `La etapa «${old.name}» tiene postulaciones en curso: no se puede eliminar ni cambiar de tipo`,
          'stage_in_use',
        );
      }
    }
    const updated = await db.jobOffers.update(offer.id, (draft) => {
      draft.stages = stages;
      draft.updatedAt = nowIso();
    });
    await syncApplicationStages(updated!, stages);
    return { data: offerView(updated!, 'staff') };
  },
);

// added here: the PDF attached to a technical stage's task, uploaded before the stages are
// saved (`statementFileId` of `PUT …/stages`). Multipart `file`: PDF ≤ 5 MB.
export const uploadStageFile = route(
  'post',
  '/job-offers/:id/stage-files',
  STAFF,
  async ({ request, params, user }) => {
    ownCompanyOffer(user, params.id!);
    const form = await readFormData(request);
    const checked = await requireFile(form, 'file', STATEMENT_RULE);
    const stored = await storeFile(checked, user.id, 'statement');
    return {
      data: { id: stored.id, name: stored.name, mimeType: stored.mimeType, size: stored.size },
    };
  },
  { status: 201, body: uploadLimit(STATEMENT_RULE) },
);

// added here: the PDF of a technical stage's task, for whoever may read the stage.
export const getStatementFile = route(
  'get',
  '/stages/:id/statement-file',
  'user',
  ({ params, user }) => {
    const offer = db.jobOffers.all().find((o) => o.stages.some((s) => s.id === params.id));
    const staff = isStaff(user);
    if (!offer || (!staff && offer.status === 'draft')) throw notFound('Etapa no encontrada');
    if (staff) ownCompanyOffer(user, offer.id);
    const stage = offer.stages.find((s) => s.id === params.id)!;
    if (!stage.statementFileId) throw notFound('Esta etapa no tiene un archivo adjunto');
    return fileResponse(stage.statementFileId);
  },
);

// spec: one stage. Staff of the company see it whole; candidates see published offers'
// stages without the right answers (and their status when they applied).
export const getStage = route('get', '/stages/:id', 'user', ({ params, user }) => {
  const offer = db.jobOffers.all().find((o) => o.stages.some((s) => s.id === params.id));
  const staff = isStaff(user);
  if (!offer || (!staff && offer.status === 'draft')) throw notFound('Etapa no encontrada');
  if (staff) ownCompanyOffer(user, offer.id);
  const index = offer.stages.findIndex((s) => s.id === params.id);
  const jobOffer = {
    id: offer.id,
    title: offer.title,
    status: offer.status,
    company: companyRef(offer.companyId),
  };
  if (staff)
    return {
      data: {
        ...stageView(offer.stages[index]!, index + 1, 'staff'),
        jobOfferId: offer.id,
        jobOffer,
      },
    };
  const view = candidateOfferView(offer, user);
  return {
    data: {
      ...view.stages[index]!,
      jobOfferId: offer.id,
      jobOffer,
      applicationId: view.applicationId,
    },
  };
});
