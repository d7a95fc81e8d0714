import {
  applicationsQuery,
  applyBody,
  candidateOffersQuery as listQuery,
  savedOffersQuery as savedQuery,
  toggleSavedBody as toggleBody,
} from '../../shared/contract';
import { db, type JobOffer, type User } from '../db';
import { hasOfferCriteria } from '../../shared/domain/offerCriteria';
import { normalizeText } from '../shared/bytes';
import { OFFER_NOT_FOUND } from './lib/access';
import { conflict, notFound, unprocessable } from './lib/errors';
import { notifyCompanyStaff, notifyUser, nowIso } from './lib/events';
import { compareValues, MAX_PAGE_SIZE, paginate, sortRows, thenById } from './lib/paging';
import { route } from './lib/route';
import { readJson, readQuery } from './lib/validation';
import {
  applicationView,
  candidateOfferView,
  findApplication,
  matchPercentFor,
  offerRowMatcher,
  savedOfferIds,
} from './lib/views';

const CANDIDATE = ['candidate'] as const;

const dateKey = (o: JobOffer) => o.publishedAt ?? o.createdAt;
const newestFirst = thenById((a: JobOffer, b: JobOffer) => compareValues(dateKey(b), dateKey(a)));

/** Published offers, newest first, computed once per version of the offers table. */
let publishedCache: { version: number; offers: JobOffer[] } | null = null;
function publishedNewestFirst(): JobOffer[] {
  if (publishedCache?.version !== db.jobOffers.version) {
    const offers = db.jobOffers.all().filter((o) => o.status === 'published');
    publishedCache = { version: db.jobOffers.version, offers: offers.sort(newestFirst) };
  }
  return publishedCache.offers;
}

/** Best match first (ties: newest), or newest first. */
function sortOffers(offers: JobOffer[], candidate: User, sortBy: 'date' | 'match'): JobOffer[] {
  offers.sort(newestFirst);
  return sortBy === 'match' ? byMatch(offers, candidate) : offers;
}

/** Stable sort by match percentage: an input ordered newest first keeps that order in ties. */
function byMatch(newestFirstOffers: readonly JobOffer[], candidate: User): JobOffer[] {
  const have = new Set(candidate.skills.map(normalizeText));
  return newestFirstOffers
    .map((offer) => ({ offer, percent: matchPercentFor(have, offer) }))
    .sort((a, b) => b.percent - a.percent)
    .map((entry) => entry.offer);
}

/** The feed "Recomendadas para ti": published offers by match, per offers version and skills. */
const matchCache = new Map<string, JobOffer[]>();
function publishedByMatch(candidate: User): JobOffer[] {
  const key = `${db.jobOffers.version}|${candidate.skills.map(normalizeText).sort().join('|')}`;
  let offers = matchCache.get(key);
  if (!offers) {
    if (matchCache.size >= 20) matchCache.clear();
    offers = byMatch(publishedNewestFirst(), candidate);
    matchCache.set(key, offers);
  }
  return offers;
}

/** A non-draft offer (candidates never see drafts). */
function visibleOffer(offerId: string): JobOffer {
  const offer = db.jobOffers.get(offerId);
  if (!offer || offer.status === 'draft') throw notFound(OFFER_NOT_FOUND);
  return offer;
}

export const candidateHandlers = [
  // spec: the feed and search. Published offers; with `jobIds`, those offers (closed too).
  // Without page and pageSize, one page of up to 100 matches.
  route('get', '/candidates/job-offers', CANDIDATE, ({ url, user }) => {
    const query = readQuery(url, listQuery);
    const unpaged = !url.searchParams.has('page') && !url.searchParams.has('pageSize');
    const matches = offerRowMatcher(query);
    const source = query.jobIds
      ? query.jobIds
          .map((id) => db.jobOffers.get(id))
          .filter((o): o is JobOffer => !!o && o.status !== 'draft')
      : query.sortBy === 'match'
        ? publishedByMatch(user)
        : publishedNewestFirst();
    const filtered = hasOfferCriteria(query) ? source.filter(matches) : source;
    // The cached list is newest first already; sort a copy for jobIds or match order.
    // The cached lists are in order already; only the jobIds selection needs sorting.
    const rows = query.jobIds ? sortOffers(filtered, user, query.sortBy) : filtered;
    const saved = savedOfferIds(user.id);
    const paging = unpaged ? { page: 1, pageSize: MAX_PAGE_SIZE } : query;
    return paginate(rows, paging, (o) => candidateOfferView(o, user, saved));
  }),

  // spec: the candidate's view of one offer (applicationId, stage statuses).
  route('get', '/candidates/job-offers/:id', CANDIDATE, ({ params, user }) => ({
    data: candidateOfferView(visibleOffer(params.id!), user),
  })),

  // spec: saved offers, newest saved first.
  route('get', '/candidates/saved-job-offers', CANDIDATE, ({ url, user }) => {
    const query = readQuery(url, savedQuery);
    const matches = offerRowMatcher(query);
    const saved = sortRows(db.savedOffers.where('candidateId', user.id), 'desc', {
      key: (s) => s.createdAt,
    });
    const ids = new Set(saved.map((s) => s.jobOfferId));
    const rows = saved
      .map((s) => db.jobOffers.get(s.jobOfferId))
      .filter((o): o is JobOffer => !!o && o.status !== 'draft' && matches(o));
    // Newest saved first, or best match first.
    const ordered = query.sortBy === 'match' ? sortOffers(rows, user, 'match') : rows;
    return paginate(ordered, query, (o) => candidateOfferView(o, user, ids));
  }),

  // spec: toggle a saved offer.
  route('patch', '/candidates/saved-job-offers', CANDIDATE, async ({ request, user }) => {
    const { jobId } = await readJson(request, toggleBody);
    visibleOffer(jobId);
    const existing = db.savedOffers
      .where('candidateId', user.id)
      .find((s) => s.jobOfferId === jobId);
    if (existing) {
      db.savedOffers.remove(existing.id);
      return { data: { jobId, saved: false } };
    }
    await db.savedOffers.insert({
      id: crypto.randomUUID(),
      candidateId: user.id,
      jobOfferId: jobId,
      createdAt: nowIso(),
    });
    return { data: { jobId, saved: true } };
  }),

  // DESIGN: the candidate's applications with offer and current stage, latest activity first.
  route('get', '/candidates/applications', CANDIDATE, ({ url, user }) => {
    const query = readQuery(url, applicationsQuery);
    const rows = db.applications
      .where('candidateId', user.id)
      .filter((a) => !query.status || a.status === query.status);
    sortRows(rows, 'desc', { key: (a) => a.updatedAt });
    return paginate(rows, query, applicationView);
  }),

  // spec: apply with one of one's CVs and an optional cover letter.
  route(
    'post',
    '/job-offers/:id/apply',
    CANDIDATE,
    async ({ request, params, user }) => {
      const offer = visibleOffer(params.id!);
      const body = await readJson(request, applyBody);
      if (offer.status !== 'published')
        throw conflict('Esta oferta ya no recibe postulaciones', 'offer_closed');
      if (findApplication(user.id, offer.id))
        throw conflict('Ya postulaste a esta oferta', 'already_applied');
      const cv = db.cvs.get(body.cvId);
      if (!cv || cv.candidateId !== user.id || cv.deletedAt)
        throw unprocessable({ cvId: 'Selecciona uno de tus CVs' });
      const now = nowIso();
      const application = await db.applications.insert({
        id: crypto.randomUUID(),
        candidateId: user.id,
        jobOfferId: offer.id,
        companyId: offer.companyId,
        cvId: cv.id,
        coverLetter: body.coverLetter || null,
        status: 'in_progress',
        stages: offer.stages.map((s, index) => ({
          stageId: s.id,
          status: index === 0 ? 'in_progress' : 'pending',
        })),
        createdAt: now,
        updatedAt: now,
      });
      const ctx = { offerTitle: offer.title, candidateName: `${user.name} ${user.lastName}` };
      await notifyUser(user.id, 'application_received', ctx, `/app/jobs/${offer.id}/workflow`);
      await notifyCompanyStaff(
        offer.companyId,
        'new_applicant',
        ctx,
        `/app/recruiter/jobs/${offer.id}/`,
      );
      return { data: applicationView(application) };
    },
    { status: 201 },
  ),
];
