/**
 * Presenters: database rows → API answers. Every item carries `date` (from `createdAt`),
 * companies are `{ id, name }`, and candidates never see the right answers.
 */
import {
  db,
  type Application,
  type Attempt,
  type Company,
  type Cv,
  type JobOffer,
  type Notification,
  type Stage,
  type StageStatus,
  type User,
} from '../../db';
import { timestampNotificationId } from '../../db/notifications';
import { normalizeText } from '../../shared/bytes';
import {
  criteriaMatcher,
  hasOfferCriteria,
  searchableOffer,
  searchWords,
  type OfferCriteria,
  type SearchableOffer,
} from '../../../shared/domain/offerCriteria';
// Relative, not `@/`: the standalone server loads this file without the app's aliases.
import { currentStageOf as currentStage } from '../../../shared/domain/stageProgress';

export type Audience = 'staff' | 'candidate';

export const companyRef = (companyId: string | null) => {
  const company = companyId ? db.companies.get(companyId) : undefined;
  return company ? { id: company.id, name: company.name } : null;
};

export const fileUrl = (path: string) => `/api/v1${path}`;

export function avatarUrl(user: User): string | null {
  return user.avatarFileId
    ? fileUrl(`/user/${user.id}/avatar?v=${user.avatarFileId.slice(0, 8)}`)
    : null;
}

/** Who a candidate is, as staff see it next to an application or an attempt. */
function candidateRef(user: User) {
  return { id: user.id, name: user.name, lastName: user.lastName, email: user.email };
}

export function userView(user: User) {
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    fullName: `${user.name} ${user.lastName}`.trim(),
    email: user.email,
    avatar: avatarUrl(user),
    roles: user.roles,
    companyId: user.companyId,
    company: companyRef(user.companyId),
    active: user.active,
    emailVerified: user.emailVerified,
    phone: user.phone,
    city: user.city,
    country: user.country,
    headline: user.headline,
    about: user.about,
    skills: user.skills,
    linkedinUrl: user.linkedinUrl,
    createdAt: user.createdAt,
    date: user.createdAt,
    version: user.version,
  };
}

export function companyView(company: Company) {
  return {
    ...company,
    date: company.createdAt,
    usersCount: db.users.countWhere('companyId', company.id),
  };
}

export function stageView(stage: Stage, order: number, audience: Audience) {
  const { statementFileId, ...fields } = stage;
  return {
    ...fields,
    order,
    statementFile: statementFileId
      ? fileView(statementFileId, `/stages/${stage.id}/statement-file`)
      : null,
    questions: stage.questions.map((q) =>
      audience === 'staff' ? q : { id: q.id, text: q.text, options: q.options },
    ),
  };
}

/** Skills match of a candidate's profile against an offer (DESIGN.md §4 "Matching"). */
export function matchSkills(candidateSkills: readonly string[], requiredSkills: readonly string[]) {
  const have = new Set(candidateSkills.map(normalizeText));
  const matched: string[] = [];
  const missing: string[] = [];
  for (const skill of requiredSkills)
    (have.has(normalizeText(skill)) ? matched : missing).push(skill);
  return { percent: matchPercent(matched.length, requiredSkills.length), matched, missing };
}

const matchPercent = (matched: number, required: number) =>
  required ? Math.round((matched / required) * 100) : 100;

const normalizedSkills = new WeakMap<JobOffer, string[]>();
/** Match percentage only, for sorting many offers (normalised skills cached per row). */
export function matchPercentFor(have: ReadonlySet<string>, offer: JobOffer): number {
  let skills = normalizedSkills.get(offer);
  if (!skills) normalizedSkills.set(offer, (skills = offer.requiredSkills.map(normalizeText)));
  let matched = 0;
  for (const skill of skills) if (have.has(skill)) matched += 1;
  return matchPercent(matched, skills.length);
}

export function offerView(offer: JobOffer, audience: Audience) {
  return {
    id: offer.id,
    title: offer.title,
    description: offer.description,
    category: offer.category,
    location: `${offer.city}, ${offer.country}`,
    city: offer.city,
    country: offer.country,
    modality: offer.modality,
    seniority: offer.seniority,
    requiredSkills: offer.requiredSkills,
    salary: offer.salary,
    status: offer.status,
    company: companyRef(offer.companyId),
    stages: offer.stages.map((stage, index) => stageView(stage, index + 1, audience)),
    applicantsCount: db.applications.countWhere('jobOfferId', offer.id),
    createdAt: offer.createdAt,
    date: offer.createdAt,
    updatedAt: offer.updatedAt,
    publishedAt: offer.publishedAt,
    closedAt: offer.closedAt,
    version: offer.version,
  };
}

/** Offer as a candidate sees it: their application, stage statuses, saved flag, match. */
export function candidateOfferView(
  offer: JobOffer,
  candidate: User,
  savedIds?: ReadonlySet<string>,
) {
  const application = findApplication(candidate.id, offer.id);
  const statusById = new Map(application?.stages.map((s) => [s.stageId, s.status]));
  const base = offerView(offer, 'candidate');
  return {
    ...base,
    stages: base.stages.map((stage) => ({
      ...stage,
      status: (statusById.get(stage.id) ?? 'pending') as StageStatus,
    })),
    applicationId: application?.id ?? null,
    applicationStatus: application?.status ?? null,
    saved: savedIds ? savedIds.has(offer.id) : isSaved(candidate.id, offer.id),
    match: matchSkills(candidate.skills, offer.requiredSkills),
  };
}

export function findApplication(candidateId: string, jobOfferId: string): Application | undefined {
  return db.applications.where('candidateId', candidateId).find((a) => a.jobOfferId === jobOfferId);
}

export function savedOfferIds(candidateId: string): Set<string> {
  return new Set(db.savedOffers.where('candidateId', candidateId).map((s) => s.jobOfferId));
}

const isSaved = (candidateId: string, offerId: string) =>
  db.savedOffers.where('candidateId', candidateId).some((s) => s.jobOfferId === offerId);

/** The stage the application is at: the app's own rule, so that API and screens agree. */
export function currentStageOf(application: Application) {
  return currentStage(application.stages);
}

/** When the candidate confirmed attendance to an interview (their latest attempt), or null. */
function interviewConfirmedAt(applicationId: string, stageId: string): string | null {
  let latest: string | null = null;
  for (const attempt of db.attempts.where('applicationId', applicationId))
    if (attempt.stageId === stageId && (!latest || attempt.submittedAt > latest))
      latest = attempt.submittedAt;
  return latest;
}

export function applicationView(application: Application) {
  const offer = db.jobOffers.get(application.jobOfferId);
  const stageById = new Map(offer?.stages.map((s) => [s.id, s]));
  const stages = application.stages.map((s) => {
    const stage = stageById.get(s.stageId);
    return {
      stageId: s.stageId,
      status: s.status,
      name: stage?.name ?? 'Etapa eliminada',
      type: stage?.type ?? null,
      // An interview keeps its details before and after the candidate confirms.
      ...(stage?.type === 'interview'
        ? {
            scheduledAt: stage.scheduledAt,
            place: stage.place,
            confirmedAt: interviewConfirmedAt(application.id, stage.id),
          }
        : {}),
    };
  });
  const current = currentStageOf(application);
  const candidate = db.users.get(application.candidateId);
  const cv = application.cvId ? db.cvs.get(application.cvId) : undefined;
  return {
    id: application.id,
    status: application.status,
    candidate: candidate ? { ...candidateRef(candidate), avatar: avatarUrl(candidate) } : null,
    jobOffer: offer
      ? {
          id: offer.id,
          title: offer.title,
          status: offer.status,
          company: companyRef(offer.companyId),
          category: offer.category,
        }
      : null,
    currentStage: current ? (stages.find((s) => s.stageId === current.stageId) ?? null) : null,
    stages,
    cv: cv
      ? { id: cv.id, fileName: cv.fileName, downloadUrl: fileUrl(`/cv/${cv.id}/download`) }
      : null,
    coverLetter: application.coverLetter,
    createdAt: application.createdAt,
    date: application.createdAt,
    updatedAt: application.updatedAt,
  };
}

export function attemptView(attempt: Attempt, audience: Audience) {
  const offer = db.jobOffers.get(attempt.jobOfferId);
  const stage = offer?.stages.find((s) => s.id === attempt.stageId);
  const candidate = db.users.get(attempt.candidateId);
  const staffOnly =
    audience === 'staff'
      ? {
          proposedScore: attempt.proposedScore,
          proposedStatus: attempt.proposedStatus,
          reviewedBy: attempt.reviewedBy,
        }
      : {};
  return {
    id: attempt.id,
    applicationId: attempt.applicationId,
    stageId: attempt.stageId,
    stageName: stage?.name ?? 'Etapa eliminada',
    stageType: attempt.stageType,
    automatizable: attempt.automatizable,
    status: attempt.status,
    jobOffer: offer
      ? { id: offer.id, title: offer.title, company: companyRef(offer.companyId) }
      : null,
    candidate: candidate ? candidateRef(candidate) : null,
    answers: attempt.answers,
    textAnswer: attempt.textAnswer,
    file: attempt.fileId
      ? fileView(attempt.fileId, `/evaluations/attempts/${attempt.id}/file`)
      : null,
    score: attempt.score,
    feedback: attempt.feedback,
    submittedAt: attempt.submittedAt,
    reviewedAt: attempt.reviewedAt,
    createdAt: attempt.submittedAt,
    date: attempt.submittedAt,
    ...staffOnly,
  };
}

function fileView(fileId: string, downloadPath: string) {
  const file = db.files.get(fileId);
  return file
    ? {
        id: file.id,
        name: file.name,
        mimeType: file.mimeType,
        size: file.size,
        downloadUrl: fileUrl(downloadPath),
      }
    : null;
}

export function cvView(cv: Cv) {
  return {
    id: cv.id,
    fileName: cv.fileName,
    name: cv.fileName,
    mimeType: cv.mimeType,
    size: cv.size,
    description: cv.description,
    downloadUrl: fileUrl(`/cv/${cv.id}/download`),
    createdAt: cv.createdAt,
    date: cv.createdAt,
  };
}

export function notificationView(n: Notification) {
  const createdAt = new Date(n.createdAtMs).toISOString();
  return {
    timestampNotificationId: timestampNotificationId(n),
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    readInApp: n.readInApp,
    link: n.link,
    createdAt,
    date: createdAt,
  };
}

/** The offer in the search's compared form (shared/domain/offerCriteria), cached per row. */
const searchCache = new Map<string, { offer: JobOffer; company: string; row: SearchableOffer }>();
export function searchableOfferRow(offer: JobOffer): SearchableOffer {
  const company = db.companies.get(offer.companyId)?.name ?? '';
  const cached = searchCache.get(offer.id);
  if (cached && cached.offer === offer && cached.company === company) return cached.row;
  const row = searchableOffer({ ...offer, companyName: company });
  searchCache.set(offer.id, { offer, company, row });
  return row;
}

/** The words of a free-text filter, normalised (the search's rule). */
export const searchTerms = searchWords;

/**
 * The search's one rule over rows of the offers table (accent- and case-insensitive words,
 * the same filters): the offers list, the candidates' search and the job alerts use it.
 */
export function offerRowMatcher(criteria: OfferCriteria): (offer: JobOffer) => boolean {
  if (!hasOfferCriteria(criteria)) return () => true;
  const matches = criteriaMatcher(criteria);
  return (offer) => matches(searchableOfferRow(offer));
}
