/** The company's offers: list, create, read, edit and publish or close. */
import { staffOffersQuery as staffListQuery } from '../../../shared/contract';
import { db, type JobOffer } from '../../db';
import { ownCompanyOffer } from '../lib/access';
import { conflict } from '../lib/errors';
import { checkVersion, fieldsToWrite } from '../lib/concurrency';
import { nowIso } from '../lib/events';
import { notifyJobAlerts } from '../job-alerts';
import { paginate, sortRows } from '../lib/paging';
import type { UserContext } from '../lib/route';
import { readJson, readQuery } from '../lib/validation';
import { offerRowMatcher, offerView } from '../lib/views';
import { createBody, OFFER_CHANGED, patchBody, publishWithoutStages } from './offer-input';
import { buildStages, checkStatementFiles } from './stage-input';

export function listOffers({ url, user }: UserContext) {
  const query = readQuery(url, staffListQuery);
  const matches = offerRowMatcher({ search: query.search, category: query.category });
  const rows = db.jobOffers
    .where('companyId', user.companyId)
    .filter((o) => (!query.status || o.status === query.status) && matches(o));
  sortRows(rows, query.sortOrder, {
    key: (o: JobOffer) =>
      query.sortBy === 'applicantsCount'
        ? db.applications.countWhere('jobOfferId', o.id)
        : (o[query.sortBy] ?? null),
    text: query.sortBy === 'title',
  });
  const { data, ...paging } = paginate(rows, query, (o) => offerView(o, 'staff'));
  return { data: { jobOffers: data }, ...paging };
}

export async function createOffer({ request, user }: UserContext) {
  const body = await readJson(request, createBody);
  checkStatementFiles(body.stages ?? [], user.companyId!);
  const stages = buildStages(body.stages ?? []);
  const status = body.status ?? 'draft';
  if (status === 'published' && stages.length === 0) throw publishWithoutStages();
  const now = nowIso();
  const offer = await db.jobOffers.insert({
    id: crypto.randomUUID(),
    companyId: user.companyId!,
    title: body.title,
    description: body.description,
    category: body.category,
    city: body.city,
    country: body.country,
    modality: body.modality,
    seniority: body.seniority,
    requiredSkills: body.requiredSkills ?? [],
    salary: body.salary ?? null,
    status,
    stages,
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
    publishedAt: status === 'published' ? now : null,
    closedAt: null,
  });
  await notifyJobAlerts(offer);
  return { data: offerView(offer, 'staff') };
}

export function getOffer({ params, user }: UserContext) {
  return { data: offerView(ownCompanyOffer(user, params.id!), 'staff') };
}

export async function updateOffer({ request, params, user }: UserContext) {
  const offer = ownCompanyOffer(user, params.id!);
  const body = await readJson(request, patchBody);
  checkVersion(body.version, offer, OFFER_CHANGED, () => offerView(offer, 'staff'));
  if (body.status === 'published' && offer.stages.length === 0) throw publishWithoutStages();
  if (
    body.status === 'draft' &&
    offer.status !== 'draft' &&
    db.applications.where('jobOfferId', offer.id).length > 0
  ) {
    throw conflict(
      'Una oferta con postulaciones no puede volver a borrador',
      'offer_has_applications',
    );
  }
  const now = nowIso();
  const wasPublished = offer.status === 'published';
  const updated = await db.jobOffers.update(offer.id, (draft) => {
    Object.assign(draft, fieldsToWrite(body));
    draft.updatedAt = now;
    if (body.status === 'published' && offer.status !== 'published') {
      draft.publishedAt = now;
      draft.closedAt = null;
    }
    if (body.status === 'closed' && offer.status !== 'closed') draft.closedAt = now;
  });
  if (!wasPublished) await notifyJobAlerts(updated!);
  return { data: offerView(updated!, 'staff') };
}
