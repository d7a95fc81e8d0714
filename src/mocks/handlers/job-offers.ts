import { z } from '../shared/zod';
import {
  CATEGORIES,
  CURRENCIES,
  db,
  MODALITIES,
  OFFER_STATUSES,
  SENIORITIES,
  STAGE_STATUSES,
  STAGE_TYPES,
  type Application,
  type JobOffer,
  type Stage,
  type StageStatus,
} from '../db';
import { ownCompanyOffer } from './lib/access';
import { badRequest, conflict, notFound, unprocessable } from './lib/errors';
import { checkVersion, fieldsToWrite, versionInput } from './lib/concurrency';
import { nowIso } from './lib/events';
import { addDays, daysInRange, isTimeZone, localDayIn } from './lib/localDays';
import {
  fileResponse,
  readFormData,
  requireFile,
  STATEMENT_RULE,
  storeFile,
  uploadLimit,
} from './lib/multipart';
import {
  compareText,
  compareValues,
  DEFAULT_TABLE_PAGE_SIZE,
  paginate,
  pagingQuery,
} from './lib/paging';
import { isStaff, route } from './lib/route';
import { readJson, readQuery } from './lib/validation';
import {
  applicationView,
  candidateOfferView,
  companyRef,
  matchSkills,
  offerMatches,
  offerView,
  searchTerms,
  stageView,
} from './lib/views';

const STAFF = ['recruiter'] as const;

// Bodies --------------------------------------------------------------------------------------
/** The task of a technical stage ("Enunciado"), plain text. */
export const STATEMENT_MAX = 5000;
const questionInput = z
  .object({
    id: z.string().min(1).optional(),
    text: z.string().trim().min(1).max(300),
    options: z
      .array(
        z.object({ id: z.string().min(1).optional(), text: z.string().trim().min(1).max(200) }),
      )
      .min(2)
      .max(6),
    correctOptionId: z.string().optional(),
    correctOptionIndex: z.number().int().min(0).optional(),
  })
  .refine(
    (q) =>
      (q.correctOptionIndex !== undefined && q.correctOptionIndex < q.options.length) ||
      (q.correctOptionId !== undefined && q.options.some((o) => o.id === q.correctOptionId)),
    { message: 'Indica cuál es la opción correcta', path: ['correctOptionIndex'] },
  );

export const stageInput = z
  .object({
    id: z.string().min(1).optional(),
    name: z.string().trim().min(1).max(120),
    type: z.enum(STAGE_TYPES),
    description: z.string().trim().max(2000).optional(),
    automatizable: z.boolean().optional(),
    autoDecide: z.boolean().optional(),
    passingScore: z.number().int().min(0).max(100).optional(),
    questions: z.array(questionInput).max(30).optional(),
    scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
    place: z.string().trim().max(200).nullable().optional(),
    statement: z.string().trim().max(STATEMENT_MAX).optional(),
    statementFileId: z.string().min(1).nullable().optional(),
  })
  .superRefine((stage, ctx) => {
    if (stage.type === 'technical' && !stage.statement) {
      ctx.addIssue({
        code: 'custom',
        path: ['statement'],
        message: 'Escribe el enunciado de la prueba técnica',
      });
    }
    if (stage.type === 'questionnaire' && !stage.questions?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Un cuestionario necesita al menos una pregunta',
      });
    }
    if (stage.type !== 'questionnaire' && (stage.automatizable || stage.autoDecide)) {
      ctx.addIssue({
        code: 'custom',
        path: ['automatizable'],
        message: 'Solo los cuestionarios pueden evaluarse automáticamente',
      });
    }
  });

const salaryInput = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  })
  .refine((s) => s.max >= s.min, {
    message: 'El máximo debe ser mayor o igual al mínimo',
    path: ['max'],
  });

const offerFields = {
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(5000),
  category: z.enum(CATEGORIES),
  city: z.string().trim().min(2).max(80),
  country: z.string().trim().min(2).max(80),
  modality: z.enum(MODALITIES),
  seniority: z.enum(SENIORITIES),
  requiredSkills: z.array(z.string().trim().min(1).max(50)).max(20),
  salary: salaryInput.nullable(),
};

const createBody = z.object({
  ...offerFields,
  requiredSkills: offerFields.requiredSkills.optional(),
  salary: offerFields.salary.optional(),
  status: z.enum(['draft', 'published']).optional(),
  stages: z.array(stageInput).max(10).optional(),
});
const patchBody = z
  .object(offerFields)
  .partial()
  .extend({ status: z.enum(OFFER_STATUSES).optional(), ...versionInput });
const stagesBody = z.object({ stages: z.array(stageInput).max(10), ...versionInput });

const OFFER_CHANGED = 'Esta oferta cambió mientras la editabas';

type StageInput = z.infer<typeof stageInput>;

/** Turn stage inputs into stored stages (new ids where needed, keeping known ones). */
function buildStages(inputs: readonly StageInput[], previous: readonly Stage[] = []): Stage[] {
  return inputs.map((input) => {
    const known = input.id ? previous.find((s) => s.id === input.id) : undefined;
    const questionnaire = input.type === 'questionnaire';
    return {
      id: known?.id ?? crypto.randomUUID(),
      name: input.name,
      type: input.type,
      description: input.description ?? '',
      automatizable: questionnaire && !input.autoDecide && (input.automatizable ?? false),
      autoDecide: questionnaire && (input.autoDecide ?? false),
      passingScore: questionnaire ? (input.passingScore ?? 60) : 0,
      questions: questionnaire
        ? (input.questions ?? []).map((q) => {
            const options = q.options.map((o) => ({
              id: o.id ?? crypto.randomUUID(),
              text: o.text,
            }));
            const correct =
              q.correctOptionIndex !== undefined
                ? options[q.correctOptionIndex]!.id
                : options.find((o) => o.id === q.correctOptionId)!.id;
            return {
              id: q.id ?? crypto.randomUUID(),
              text: q.text,
              options,
              correctOptionId: correct,
            };
          })
        : [],
      scheduledAt: input.type === 'interview' ? (input.scheduledAt ?? null) : null,
      place: input.type === 'interview' ? (input.place ?? null) : null,
      statement: input.type === 'technical' ? (input.statement ?? '') : '',
      statementFileId: input.type === 'technical' ? (input.statementFileId ?? null) : null,
    };
  });
}

/**
 * A technical stage's attached file must be a statement PDF uploaded by staff of the offer's
 * company (`POST /job-offers/{id}/stage-files`): anything else is a 422 on that stage.
 */
function checkStatementFiles(inputs: readonly StageInput[], companyId: string): void {
  const details: Record<string, string> = {};
  inputs.forEach((input, index) => {
    if (input.type !== 'technical' || !input.statementFileId) return;
    const file = db.files.get(input.statementFileId);
    const owner = file ? db.users.get(file.ownerId) : undefined;
    if (!file || file.kind !== 'statement' || owner?.companyId !== companyId)
      details[`stages.${index}.statementFileId`] = 'El archivo adjunto no existe; vuelve a subirlo';
  });
  if (Object.keys(details).length) throw unprocessable(details);
}

const publishWithoutStages = () =>
  unprocessable(
    { stages: 'Agrega al menos una etapa antes de publicar la oferta' },
    'La oferta no se puede publicar',
  );

// Queries ------------------------------------------------------------------------------------
const staffListQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  status: z.enum(OFFER_STATUSES).optional(),
  category: z.enum(CATEGORIES).optional(),
  search: z.string().max(200).optional(),
  sortBy: z.enum(['createdAt', 'title', 'applicantsCount', 'publishedAt']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

const applicantsQuery = z.object({
  ...pagingQuery(DEFAULT_TABLE_PAGE_SIZE),
  status: z.enum(['in_progress', 'hired', 'rejected', 'withdrawn']).optional(),
  stageStatus: z.enum(STAGE_STATUSES).optional(),
  search: z.string().max(200).optional(),
  sortBy: z.enum(['createdAt', 'candidateName', 'match']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

const calendarDay = z.iso.date();
const metricsQuery = z.object({
  jobOfferId: z.string().optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  tz: z.string().max(64).optional(),
});

// Metrics ------------------------------------------------------------------------------------
/** The default period: the last 30 days, today included. */
const DEFAULT_PERIOD_DAYS = 30;
/** The longest period the metrics answer (a year, leap day included). */
const MAX_PERIOD_DAYS = 366;

/** A period of whole local days, `from` and `to` included, in the time zone `tz`. */
export interface MetricsPeriod {
  from: string;
  to: string;
  tz: string;
}

/** The period a metrics query asks for (400 with details when it cannot be one). */
export function metricsPeriod(query: { from?: string; to?: string; tz?: string }): MetricsPeriod {
  const tz = query.tz ?? 'UTC';
  if (!isTimeZone(tz)) {
    throw badRequest('Parámetros de consulta inválidos', {
      tz: 'Zona horaria desconocida (nombre IANA, p. ej. America/Santiago)',
    });
  }
  if (!query.from !== !query.to) {
    const missing = query.from ? 'to' : 'from';
    throw badRequest('Parámetros de consulta inválidos', {
      [missing]: 'Indica «from» y «to» juntos',
    });
  }
  if (!query.from || !query.to) {
    const to = localDayIn(tz)(Date.now());
    return { from: addDays(to, 1 - DEFAULT_PERIOD_DAYS), to, tz };
  }
  const days = daysInRange(query.from, query.to);
  if (days < 1) {
    throw badRequest('Parámetros de consulta inválidos', {
      to: 'Debe ser igual o posterior a «from»',
    });
  }
  if (days > MAX_PERIOD_DAYS) {
    throw badRequest('Parámetros de consulta inválidos', {
      to: `El periodo no puede superar ${MAX_PERIOD_DAYS} días`,
    });
  }
  return { from: query.from, to: query.to, tz };
}

/**
 * Dashboard metrics of a company (or one offer) over a period of local days, in one pass over
 * each table. Every figure counts what happened in the period, by its local day in `tz`:
 * applications by `createdAt` (their statuses, stages, categories, offers and days), pending
 * reviews by `submittedAt` (the queue filtered by the same days), decisions by `reviewedAt`,
 * offers open at some moment of the period (closed ones by `closedAt`, drafts by `createdAt`).
 */
export function computeMetrics(
  companyId: string,
  jobOfferId: string | undefined,
  period: MetricsPeriod,
) {
  const offers = jobOfferId
    ? [db.jobOffers.get(jobOfferId)!]
    : db.jobOffers.where('companyId', companyId);
  const offerById = new Map(offers.map((o) => [o.id, o]));
  const dayOf = localDayIn(period.tz);
  const inPeriod = (instant: string | null | undefined): boolean => {
    if (!instant) return false;
    const day = dayOf(instant);
    return day >= period.from && day <= period.to;
  };
  const notAfter = (instant: string | null | undefined) =>
    Boolean(instant) && dayOf(instant!) <= period.to;
  const notBefore = (instant: string | null | undefined) =>
    !instant || dayOf(instant) >= period.from;

  const offersByStatus = { draft: 0, published: 0, closed: 0 };
  for (const offer of offers) {
    if (offer.status === 'draft') {
      if (inPeriod(offer.createdAt)) offersByStatus.draft += 1;
      continue;
    }
    // Open at some moment of the period: published by its end, not closed before its start.
    if (notAfter(offer.publishedAt) && notBefore(offer.closedAt)) offersByStatus.published += 1;
    if (offer.status === 'closed' && inPeriod(offer.closedAt)) offersByStatus.closed += 1;
  }

  const byDay = new Map<string, number>();
  const days = daysInRange(period.from, period.to);
  for (let d = 0; d < days; d += 1) byDay.set(addDays(period.from, d), 0);

  const applications: Application[] = (
    jobOfferId
      ? db.applications.where('jobOfferId', jobOfferId)
      : db.applications.where('companyId', companyId)
  ).filter((app) => byDay.has(dayOf(app.createdAt)));
  const byStatus = { in_progress: 0, hired: 0, rejected: 0, withdrawn: 0 };
  const stageStatuses = Object.fromEntries(STAGE_STATUSES.map((s) => [s, 0])) as Record<
    StageStatus,
    number
  >;
  const byCategory = new Map<string, number>();
  const applicantsByOffer = new Map<string, number>();
  for (const app of applications) {
    byStatus[app.status] += 1;
    for (const stage of app.stages) stageStatuses[stage.status] += 1;
    const category = offerById.get(app.jobOfferId)!.category;
    byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    applicantsByOffer.set(app.jobOfferId, (applicantsByOffer.get(app.jobOfferId) ?? 0) + 1);
    const day = dayOf(app.createdAt);
    byDay.set(day, byDay.get(day)! + 1);
  }

  let passed = 0;
  let failed = 0;
  let pending = 0;
  let pendingAutomatizable = 0;
  let oldestPending: string | null = null;
  let reviewedCount = 0;
  let reviewMs = 0;
  for (const attempt of db.attempts.where('companyId', companyId)) {
    if (jobOfferId && attempt.jobOfferId !== jobOfferId) continue;
    if (attempt.status === 'reviewing') {
      if (!inPeriod(attempt.submittedAt)) continue;
      pending += 1;
      if (attempt.automatizable) pendingAutomatizable += 1;
      if (oldestPending === null || attempt.submittedAt < oldestPending)
        oldestPending = attempt.submittedAt;
      continue;
    }
    if (!inPeriod(attempt.reviewedAt)) continue;
    if (attempt.status === 'passed') passed += 1;
    else failed += 1;
    if (attempt.reviewedAt && attempt.reviewedBy) {
      reviewedCount += 1;
      reviewMs += Date.parse(attempt.reviewedAt) - Date.parse(attempt.submittedAt);
    }
  }

  return {
    period: { ...period, days },
    offers: { total: offersByStatus.draft + offersByStatus.published, ...offersByStatus },
    applications: {
      total: applications.length,
      inProgress: byStatus.in_progress,
      hired: byStatus.hired,
      rejected: byStatus.rejected,
    },
    stageStatuses,
    pendingReviews: {
      total: pending,
      automatizable: pendingAutomatizable,
      oldestSubmittedAt: oldestPending,
    },
    attempts: {
      passed,
      failed,
      passRate: passed + failed ? Math.round((passed / (passed + failed)) * 100) : null,
    },
    averageReviewHours: reviewedCount
      ? Math.round((reviewMs / reviewedCount / 3_600_000) * 10) / 10
      : null,
    applicationsByCategory: [...byCategory]
      .map(([category, total]) => ({ category, count: total }))
      .sort((a, b) => b.count - a.count),
    applicationsByDay: [...byDay].map(([date, total]) => ({ date, count: total })),
    topOffers: [...applicantsByOffer]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([id, total]) => ({ id, title: offerById.get(id)!.title, applicantsCount: total })),
  };
}

/**
 * Metrics are derived data: computed once per version of the tables they read, per period
 * (and per minute, since "today" moves), like a real server's materialised view.
 */
const metricsCache = new Map<string, ReturnType<typeof computeMetrics>>();
function cachedMetrics(companyId: string, jobOfferId: string | undefined, period: MetricsPeriod) {
  const key = [
    companyId,
    jobOfferId ?? '',
    period.from,
    period.to,
    period.tz,
    db.jobOffers.version,
    db.applications.version,
    db.attempts.version,
    Math.floor(Date.now() / 60_000),
  ].join('|');
  let metrics = metricsCache.get(key);
  if (!metrics) {
    if (metricsCache.size > 50) metricsCache.clear();
    metrics = computeMetrics(companyId, jobOfferId, period);
    metricsCache.set(key, metrics);
  }
  return metrics;
}

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

export const jobOfferHandlers = [
  // spec: metrics for the dashboard (before /job-offers/:id so "metrics" is not an id).
  route('get', '/job-offers/metrics', STAFF, ({ url, user }) => {
    const query = readQuery(url, metricsQuery);
    if (query.jobOfferId) ownCompanyOffer(user, query.jobOfferId);
    return { data: cachedMetrics(user.companyId!, query.jobOfferId, metricsPeriod(query)) };
  }),

  // spec: the company's offers, answers data.jobOffers (+ paging fields).
  route('get', '/job-offers', STAFF, ({ url, user }) => {
    const query = readQuery(url, staffListQuery);
    const terms = searchTerms(query.search);
    const rows = db.jobOffers
      .where('companyId', user.companyId)
      .filter(
        (o) =>
          (!query.status || o.status === query.status) &&
          (!query.category || o.category === query.category) &&
          offerMatches(o, terms),
      );
    const key = (o: JobOffer) =>
      query.sortBy === 'applicantsCount'
        ? db.applications.countWhere('jobOfferId', o.id)
        : (o[query.sortBy] ?? null);
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    const compare = query.sortBy === 'title' ? compareText : compareValues;
    rows.sort((a, b) => direction * compare(key(a), key(b)));
    const { data, ...paging } = paginate(rows, query, (o) => offerView(o, 'staff'));
    return { data: { jobOffers: data }, ...paging };
  }),

  route(
    'post',
    '/job-offers',
    STAFF,
    async ({ request, user }) => {
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
      return { data: offerView(offer, 'staff') };
    },
    { status: 201 },
  ),

  route('get', '/job-offers/:id', STAFF, ({ params, user }) => ({
    data: offerView(ownCompanyOffer(user, params.id!), 'staff'),
  })),

  // spec: publish (status published) or edit part of an offer.
  route('patch', '/job-offers/:id', STAFF, async ({ request, params, user }) => {
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
    const updated = await db.jobOffers.update(offer.id, (draft) => {
      Object.assign(draft, fieldsToWrite(body));
      draft.updatedAt = now;
      if (body.status === 'published' && offer.status !== 'published') {
        draft.publishedAt = now;
        draft.closedAt = null;
      }
      if (body.status === 'closed' && offer.status !== 'closed') draft.closedAt = now;
    });
    return { data: offerView(updated!, 'staff') };
  }),

  // spec: replace the stages (known ids are kept; removing a stage someone is in is a 409).
  route('put', '/job-offers/:id/stages', STAFF, async ({ request, params, user }) => {
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
  }),

  // spec: the applicants of an offer.
  route('get', '/job-offers/:id/applicants', STAFF, ({ url, params, user }) => {
    const offer = ownCompanyOffer(user, params.id!);
    const query = readQuery(url, applicantsQuery);
    const terms = searchTerms(query.search);
    const rows = db.applications.where('jobOfferId', offer.id).flatMap((app) => {
      const candidate = db.users.get(app.candidateId);
      if (!candidate) return [];
      if (query.status && app.status !== query.status) return [];
      if (query.stageStatus && !app.stages.some((s) => s.status === query.stageStatus)) return [];
      if (terms.length) {
        const text = `${candidate.name} ${candidate.lastName} ${candidate.email}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
        if (!terms.every((t) => text.includes(t))) return [];
      }
      return [{ app, candidate, match: matchSkills(candidate.skills, offer.requiredSkills) }];
    });
    const direction = query.sortOrder === 'asc' ? 1 : -1;
    const key = (row: (typeof rows)[number]) =>
      query.sortBy === 'candidateName'
        ? `${row.candidate.name} ${row.candidate.lastName}`
        : query.sortBy === 'match'
          ? row.match.percent
          : row.app.createdAt;
    const compare = query.sortBy === 'candidateName' ? compareText : compareValues;
    rows.sort((a, b) => direction * compare(key(a), key(b)));
    return paginate(rows, query, (row) => ({ ...applicationView(row.app), match: row.match }));
  }),

  // added here: the PDF attached to a technical stage's task, uploaded before the stages are
  // saved (`statementFileId` of `PUT …/stages`). Multipart `file`: PDF ≤ 5 MB.
  route(
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
  ),

  // added here: the PDF of a technical stage's task, for whoever may read the stage.
  route('get', '/stages/:id/statement-file', 'user', ({ params, user }) => {
    const offer = db.jobOffers.all().find((o) => o.stages.some((s) => s.id === params.id));
    const staff = isStaff(user);
    if (!offer || (!staff && offer.status === 'draft')) throw notFound('Etapa no encontrada');
    if (staff) ownCompanyOffer(user, offer.id);
    const stage = offer.stages.find((s) => s.id === params.id)!;
    if (!stage.statementFileId) throw notFound('Esta etapa no tiene un archivo adjunto');
    return fileResponse(stage.statementFileId);
  }),

  // spec: one stage. Staff of the company see it whole; candidates see published offers'
  // stages without the right answers (and their status when they applied).
  route('get', '/stages/:id', 'user', ({ params, user }) => {
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
  }),
];
