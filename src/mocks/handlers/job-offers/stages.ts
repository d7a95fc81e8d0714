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
} from '../lib/multipart';
import { isStaff, type UserContext } from '../lib/route';
import { readJson } from '../lib/validation';
import { candidateOfferView, companyRef, offerView, stageView } from '../lib/views';
import { OFFER_CHANGED, publishWithoutStages } from './offer-input';
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

export async function replaceStages({ request, params, user }: UserContext) {
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
}

export async function uploadStageFile({ request, params, user }: UserContext) {
  ownCompanyOffer(user, params.id!);
  const form = await readFormData(request);
  const checked = await requireFile(form, 'file', STATEMENT_RULE);
  const stored = await storeFile(checked, user.id, 'statement');
  return {
    data: { id: stored.id, name: stored.name, mimeType: stored.mimeType, size: stored.size },
  };
}

export function getStatementFile({ params, user }: UserContext) {
  const offer = db.jobOffers.all().find((o) => o.stages.some((s) => s.id === params.id));
  const staff = isStaff(user);
  if (!offer || (!staff && offer.status === 'draft')) throw notFound('Etapa no encontrada');
  if (staff) ownCompanyOffer(user, offer.id);
  const stage = offer.stages.find((s) => s.id === params.id)!;
  if (!stage.statementFileId) throw notFound('Esta etapa no tiene un archivo adjunto');
  return fileResponse(stage.statementFileId);
}

export function getStage({ params, user }: UserContext) {
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
}
