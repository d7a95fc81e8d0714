/**
 * Deterministic Spanish seed: the same preset and `now` always give the same database
 * (fixed faker seed, `es` locale). Timestamps are relative to `now` so that relative
 * times ("Hace 3h") look right in a demo.
 */
import { Faker, es, base } from '@faker-js/faker';
import { seniorityLabel } from '../../shared/domain/labels';
import { textToBase64 } from '../shared/bytes';
import { seededDrawingBase64 } from './bender-drawings';
import type { Preset, Snapshot } from './database';
import { notificationText } from './notifications';
import { ANDES_DIGITAL_ID, PERSONA_USER_IDS, PERSONAS, type PersonaKey } from './personas';
import {
  BLANK_PROFILE,
  CATEGORIES,
  SCHEMA_VERSION,
  SENIORITIES,
  type Application,
  type ApplicationStage,
  type Attempt,
  type Category,
  type Company,
  type Cv,
  type JobOffer,
  type Notification,
  type NotificationType,
  type SavedOffer,
  type Stage,
  type StageType,
  type StoredFile,
  type User,
} from './schemas';
import {
  COVER_LETTERS,
  FEEDBACK_FAILED,
  FEEDBACK_PASSED,
  HEADLINES,
  PLACES,
  QUESTION_BANK,
  SALARY_BASE,
  SKILLS,
  TITLES,
  tinyPdf,
  TECHNICAL_STATEMENTS,
} from './seed-data';

export const SEED = 20261121;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const VOLUMES = {
  seed: { companies: 5, offers: 150, candidates: 80, recruitersPerCompany: 2, maxApplications: 5 },
  large: {
    companies: 40,
    offers: 10_000,
    candidates: 2_000,
    recruitersPerCompany: 3,
    maxApplications: 6,
  },
} as const;

const COMPANY_NAMES = [
  'Andes Digital',
  'Pampa Finanzas',
  'Nopal Logística',
  'Caribe Salud',
  'Inca Retail',
];

type Outcome = 'in_progress' | 'reviewing' | 'failed' | 'hired';

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export function generateSeed(preset: Preset = 'seed', now: number = Date.now()): Snapshot {
  const faker = new Faker({ locale: [es, base] });
  faker.seed(SEED);
  const volume = VOLUMES[preset];
  const iso = (ms: number) => new Date(ms).toISOString();
  const uuid = () => faker.string.uuid();
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const chance = (probability: number) => faker.number.float({ min: 0, max: 1 }) < probability;
  const between = (min: number, max: number) => faker.number.int({ min, max });

  const companies: Company[] = [];
  const users: User[] = [];
  const jobOffers: JobOffer[] = [];
  const applications: Application[] = [];
  const attempts: Attempt[] = [];
  const savedOffers: SavedOffer[] = [];
  const cvs: Cv[] = [];
  const files: StoredFile[] = [];
  const notifications: Notification[] = [];

  const notify = (
    userId: string,
    type: NotificationType,
    at: number,
    ctx: Parameters<typeof notificationText>[1],
    link: string | null,
    readInApp: boolean,
  ) => {
    notifications.push({
      id: uuid(),
      userId,
      type,
      ...notificationText(type, ctx),
      readInApp,
      link,
      createdAtMs: Math.min(at, now),
    });
  };

  // Companies ---------------------------------------------------------------------------
  for (let i = 0; i < volume.companies; i += 1) {
    const name = COMPANY_NAMES[i] ?? `${faker.company.name()} ${i}`;
    const place = i === 0 ? PLACES[0] : pick(PLACES);
    companies.push({
      id: i === 0 ? ANDES_DIGITAL_ID : uuid(),
      name,
      legalName: `${name} SpA`,
      taxId: `${between(70, 99)}.${between(100, 999)}.${between(100, 999)}-${between(0, 9)}`,
      industry: i === 0 ? 'Tecnología' : pick(CATEGORIES),
      country: place.country,
      city: place.city,
      website: `https://www.${slug(name)}.ejemplo.com`,
      description: `${name} es una empresa de ${place.country} que crece junto a su equipo.`,
      size: pick(['11-50', '51-200', '201-500', '501-1000']),
      logoColor: faker.color.rgb(),
      createdAt: iso(now - between(400, 1500) * DAY),
      version: 1,
    });
  }

  // Users: personas, staff, candidates ---------------------------------------------------
  const baseUser = (
    over: Partial<User> & Pick<User, 'id' | 'email' | 'name' | 'lastName' | 'roles'>,
  ): User => ({
    companyId: null,
    active: true,
    emailVerified: true,
    ...BLANK_PROFILE,
    createdAt: iso(now - between(30, 400) * DAY),
    version: 1,
    ...over,
  });
  const persona = (key: PersonaKey) => PERSONAS.find((p) => p.key === key)!;
  const personaUser = (key: Exclude<PersonaKey, 'fantasma'>, over: Partial<User>) => {
    const p = persona(key);
    users.push(
      baseUser({
        id: PERSONA_USER_IDS[key],
        email: p.email,
        name: p.firstName,
        lastName: p.lastName,
        roles: [p.role!],
        companyId: p.companyId,
        ...over,
      }),
    );
  };
  personaUser('camila', {
    phone: '+56 9 5555 1234',
    city: 'Santiago',
    country: 'Chile',
    headline: 'Desarrolladora Frontend con foco en accesibilidad',
    about: 'Cinco años construyendo interfaces web con React y TypeScript.',
    skills: ['JavaScript', 'TypeScript', 'React', 'Figma', 'SQL', 'Git', 'Accesibilidad'],
    linkedinUrl: 'https://www.linkedin.com/in/camila-rojas-ejemplo',
    createdAt: iso(now - 200 * DAY),
  });
  personaUser('mateo', { createdAt: iso(now - 1 * DAY), city: 'Lima', country: 'Perú' });
  personaUser('valentina', { city: 'Santiago', country: 'Chile', createdAt: iso(now - 700 * DAY) });
  personaUser('andres', { city: 'Santiago', country: 'Chile', createdAt: iso(now - 900 * DAY) });

  const staffByCompany = new Map<string, string[]>();
  for (const company of companies) {
    const staff: string[] = [];
    if (company.id === ANDES_DIGITAL_ID)
      staff.push(PERSONA_USER_IDS.valentina, PERSONA_USER_IDS.andres);
    const extra = company.id === ANDES_DIGITAL_ID ? 1 : volume.recruitersPerCompany + 1;
    for (let i = 0; i < extra; i += 1) {
      const name = faker.person.firstName();
      const lastName = faker.person.lastName();
      const id = uuid();
      users.push(
        baseUser({
          id,
          email: `${slug(name)}.${slug(lastName)}@${slug(company.name)}.ejemplo.com`,
          name,
          lastName,
          roles: company.id !== ANDES_DIGITAL_ID && i === 0 ? ['admin'] : ['recruiter'],
          companyId: company.id,
          city: company.city,
          country: company.country,
        }),
      );
      staff.push(id);
    }
    staffByCompany.set(company.id, staff);
  }

  const candidates: User[] = [users[0]!, users[1]!];
  for (let i = candidates.length; i < volume.candidates; i += 1) {
    const name = faker.person.firstName();
    const lastName = faker.person.lastName();
    const place = pick(PLACES);
    const category = pick(CATEGORIES);
    const user = baseUser({
      id: uuid(),
      email: `${slug(name)}.${slug(lastName)}.${i}@correo.ejemplo.com`,
      name,
      lastName,
      roles: ['candidate'],
      phone: faker.phone.number(),
      city: place.city,
      country: place.country,
      headline: pick(HEADLINES),
      skills: faker.helpers.arrayElements(SKILLS[category], { min: 2, max: 6 }),
      active: chance(0.98),
    });
    users.push(user);
    candidates.push(user);
  }

  // Job offers ----------------------------------------------------------------------------
  let technicalCount = 0;
  const makeStage = (
    type: StageType,
    options: { autoDecide?: boolean; automatizable?: boolean } = {},
  ): Stage => {
    const names: Record<StageType, string> = {
      questionnaire: options.autoDecide ? 'Cuestionario inicial' : 'Cuestionario de competencias',
      technical: 'Prueba técnica',
      psychometric_bender: 'Test de Bender',
      interview: 'Entrevista',
      document: 'Documentación',
    };
    const descriptions: Record<StageType, string> = {
      questionnaire: 'Responde las preguntas de selección múltiple.',
      technical: 'Resuelve el caso práctico y explica tu solución.',
      psychometric_bender: 'Copia las figuras en una hoja y sube una foto del dibujo.',
      interview: 'Conversación con el equipo de selección.',
      document: 'Sube el documento solicitado (certificado de título o antecedentes).',
    };
    const questions =
      type === 'questionnaire'
        ? faker.helpers.arrayElements(QUESTION_BANK, 3).map((q) => {
            const optionIds = q.options.map(() => uuid());
            return {
              id: uuid(),
              text: q.text,
              options: q.options.map((text, index) => ({ id: optionIds[index]!, text })),
              correctOptionId: optionIds[q.correct]!,
            };
          })
        : [];
    return {
      id: uuid(),
      name: names[type],
      type,
      description: descriptions[type],
      automatizable:
        type === 'questionnaire' && !options.autoDecide && (options.automatizable ?? true),
      autoDecide: type === 'questionnaire' && (options.autoDecide ?? false),
      passingScore: type === 'questionnaire' ? 60 : 0,
      questions,
      scheduledAt: type === 'interview' ? iso(now + between(2, 20) * DAY) : null,
      place:
        type === 'interview'
          ? pick(['Oficina central', 'Videollamada (Google Meet)', 'Videollamada (Zoom)'])
          : null,
      // Not drawn from faker: the rest of the seed stays as it was.
      statement:
        type === 'technical'
          ? TECHNICAL_STATEMENTS[technicalCount++ % TECHNICAL_STATEMENTS.length]!
          : '',
      statementFileId: null,
    };
  };
  const stagePlans: (() => Stage[])[] = [
    () => [
      makeStage('questionnaire', { autoDecide: true }),
      makeStage('technical'),
      makeStage('interview'),
    ],
    () => [
      makeStage('questionnaire', { automatizable: true }),
      makeStage('psychometric_bender'),
      makeStage('interview'),
    ],
    () => [makeStage('document'), makeStage('technical'), makeStage('interview')],
    () => [makeStage('questionnaire', { autoDecide: true }), makeStage('interview')],
    () => [
      makeStage('technical'),
      makeStage('questionnaire', { automatizable: true }),
      makeStage('psychometric_bender'),
      makeStage('interview'),
    ],
  ];

  const offersPerCompany = new Map<string, number>();
  let otherOffers = 0;
  for (let i = 0; i < volume.offers; i += 1) {
    // A quarter for Andes Digital (the personas' company), the rest in turn to every other.
    const company =
      i % 4 === 0 ? companies[0]! : companies[1 + (otherOffers++ % (companies.length - 1))]!;
    // Status by the company's own count, so every company has drafts and closed offers.
    const k = offersPerCompany.get(company.id) ?? 0;
    offersPerCompany.set(company.id, k + 1);
    const category =
      i < CATEGORIES.length * 2 ? CATEGORIES[i % CATEGORIES.length]! : pick(CATEGORIES);
    const place = chance(0.6)
      ? (PLACES.find((p) => p.city === company.city) ?? pick(PLACES))
      : pick(PLACES);
    const seniorityIndex = between(0, SENIORITIES.length - 1);
    const status = k % 10 === 3 ? 'draft' : k % 10 === 7 ? 'closed' : 'published';
    const createdAtMs = now - between(1, 120) * DAY - between(0, 23) * HOUR;
    const publishedAtMs = createdAtMs + between(0, 2) * HOUR;
    const baseSalary = SALARY_BASE[place.currency]!;
    const stages = status === 'draft' && chance(0.3) ? [] : stagePlans[i % stagePlans.length]!();
    const seniority = SENIORITIES[seniorityIndex]!;
    const title = `${pick(TITLES[category])} ${seniorityLabel(seniority)}`;
    const skills = faker.helpers.arrayElements(SKILLS[category], { min: 3, max: 5 });
    jobOffers.push({
      id: uuid(),
      companyId: company.id,
      title,
      description: `En ${company.name} buscamos ${title} para sumarse a nuestro equipo de ${category.toLowerCase()} en ${place.city}. Trabajarás con ${skills.slice(0, 2).join(' y ')}, en un equipo colaborativo y con oportunidades de crecimiento.`,
      category,
      city: place.city,
      country: place.country,
      modality: pick(['presencial', 'híbrido', 'remoto'] as const),
      seniority,
      requiredSkills: skills,
      salary: chance(0.7)
        ? {
            min: baseSalary * (1 + seniorityIndex * 0.6),
            max: Math.round(baseSalary * (1.4 + seniorityIndex * 0.7)),
            currency: place.currency,
          }
        : null,
      status,
      stages,
      createdBy: staffByCompany.get(company.id)![0] ?? null,
      createdAt: iso(createdAtMs),
      updatedAt: iso(status === 'draft' ? createdAtMs : publishedAtMs),
      publishedAt: status === 'draft' ? null : iso(publishedAtMs),
      closedAt: status === 'closed' ? iso(Math.min(now - HOUR, publishedAtMs + 30 * DAY)) : null,
      version: 1,
    });
  }

  // CVs -------------------------------------------------------------------------------------
  const cvIdsByCandidate = new Map<string, string[]>();
  const addCv = (candidate: User, fileName: string, description: string, atMs: number) => {
    const content = textToBase64(tinyPdf(`CV ${candidate.name} ${candidate.lastName}`));
    const file: StoredFile = {
      id: uuid(),
      ownerId: candidate.id,
      kind: 'cv',
      name: fileName,
      mimeType: 'application/pdf',
      size: Math.floor((content.length * 3) / 4),
      contentBase64: content,
      blobKey: null,
      createdAt: iso(atMs),
    };
    files.push(file);
    const cv: Cv = {
      id: uuid(),
      candidateId: candidate.id,
      fileId: file.id,
      fileName,
      mimeType: file.mimeType,
      size: file.size,
      description,
      createdAt: file.createdAt,
      deletedAt: null,
    };
    cvs.push(cv);
    cvIdsByCandidate.set(candidate.id, [...(cvIdsByCandidate.get(candidate.id) ?? []), cv.id]);
  };
  const camila = candidates[0]!;
  addCv(camila, 'CV_Camila_Rojas_2026.pdf', 'CV general, actualizado en 2026', now - 40 * DAY);
  addCv(camila, 'CV_Camila_Rojas_EN.pdf', 'Versión en inglés', now - 12 * DAY);
  for (const candidate of candidates.slice(2)) {
    const count = between(0, 2);
    for (let c = 0; c < count; c += 1) {
      addCv(
        candidate,
        `CV_${slug(candidate.name)}_${slug(candidate.lastName)}${c ? `_${c + 1}` : ''}.pdf`,
        c ? 'CV resumido' : 'CV general',
        now - between(5, 200) * DAY,
      );
    }
  }

  // Applications, attempts and their notifications ------------------------------------------
  const openOffers = jobOffers.filter((o) => o.status !== 'draft' && o.stages.length > 0);
  const publishedOffers = jobOffers.filter((o) => o.status === 'published');
  const applied = new Set<string>();
  const companyById = new Map(companies.map((c) => [c.id, c]));
  const benderDrawings = { careful: 0, hasty: 0 };

  const attemptFor = (
    application: Application,
    offer: JobOffer,
    stage: Stage,
    candidate: User,
    status: Attempt['status'],
    atMs: number,
  ): Attempt => {
    const answers =
      stage.type === 'questionnaire'
        ? stage.questions.map((q) => ({
            questionId: q.id,
            optionId:
              status === 'failed'
                ? pick(q.options.filter((o) => o.id !== q.correctOptionId)).id
                : status === 'passed' || chance(0.7)
                  ? q.correctOptionId
                  : pick(q.options).id,
          }))
        : [];
    const correct = answers.filter(
      (a, index) => stage.questions[index]?.correctOptionId === a.optionId,
    ).length;
    const proposedScore =
      stage.type === 'questionnaire'
        ? Math.round((correct / Math.max(1, stage.questions.length)) * 100)
        : null;
    let fileId: string | null = null;
    if (stage.type === 'psychometric_bender' || stage.type === 'document') {
      const bender = stage.type === 'psychometric_bender';
      // A drawing made from the figures with a hand's noise; hastier when the stage failed.
      const care = status === 'failed' ? 'hasty' : 'careful';
      const content = bender
        ? seededDrawingBase64(SEED, benderDrawings[care]++, care)
        : textToBase64(tinyPdf(`Documento ${candidate.name}`));
      const file: StoredFile = {
        id: uuid(),
        ownerId: candidate.id,
        kind: bender ? 'bender' : 'document',
        name: bender ? 'bender.png' : 'certificado.pdf',
        mimeType: bender ? 'image/png' : 'application/pdf',
        size: Math.floor((content.length * 3) / 4),
        contentBase64: content,
        blobKey: null,
        createdAt: iso(atMs),
      };
      files.push(file);
      fileId = file.id;
    }
    const decided = status !== 'reviewing';
    const reviewedAtMs = Math.min(now - MINUTE, atMs + between(1, 30) * HOUR);
    return {
      id: uuid(),
      applicationId: application.id,
      stageId: stage.id,
      candidateId: candidate.id,
      jobOfferId: offer.id,
      companyId: offer.companyId,
      stageType: stage.type,
      automatizable: stage.automatizable,
      status,
      answers,
      textAnswer:
        stage.type === 'technical'
          ? 'Propongo dividir el problema en módulos, cubrirlos con pruebas y medir el rendimiento antes de optimizar.'
          : stage.type === 'interview'
            ? 'Confirmo mi asistencia a la entrevista.'
            : null,
      fileId,
      proposedScore,
      proposedStatus:
        proposedScore === null ? null : proposedScore >= stage.passingScore ? 'passed' : 'failed',
      score: decided
        ? (proposedScore ?? (status === 'passed' ? between(70, 100) : between(20, 55)))
        : null,
      feedback: decided ? pick(status === 'passed' ? FEEDBACK_PASSED : FEEDBACK_FAILED) : null,
      submittedAt: iso(atMs),
      reviewedAt: decided ? iso(reviewedAtMs) : null,
      reviewedBy:
        decided && !stage.autoDecide ? (staffByCompany.get(offer.companyId)![0] ?? null) : null,
    };
  };

  const apply = (
    candidate: User,
    offer: JobOffer,
    outcome: Outcome,
    passedTarget: number,
    appliedAtMs: number,
  ) => {
    applied.add(`${candidate.id}:${offer.id}`);
    const company = companyById.get(offer.companyId)!;
    const stages: ApplicationStage[] = offer.stages.map((s) => ({
      stageId: s.id,
      status: 'pending',
    }));
    const application: Application = {
      id: uuid(),
      candidateId: candidate.id,
      jobOfferId: offer.id,
      companyId: offer.companyId,
      cvId: cvIdsByCandidate.get(candidate.id)?.[0] ?? null,
      coverLetter: chance(0.5) ? pick(COVER_LETTERS) : null,
      status: 'in_progress',
      stages,
      createdAt: iso(appliedAtMs),
      updatedAt: iso(appliedAtMs),
    };
    const ctx = {
      offerTitle: offer.title,
      candidateName: `${candidate.name} ${candidate.lastName}`,
    };
    const oldNews = (at: number) => now - at > 2 * DAY;
    notify(
      candidate.id,
      'application_received',
      appliedAtMs,
      ctx,
      `/app/jobs/${offer.id}/workflow`,
      oldNews(appliedAtMs) || chance(0.5),
    );
    if (now - appliedAtMs < 3 * DAY) {
      for (const staffId of staffByCompany.get(company.id) ?? []) {
        notify(
          staffId,
          'new_applicant',
          appliedAtMs + MINUTE,
          ctx,
          `/app/recruiter/jobs/${offer.id}/`,
          chance(0.4),
        );
      }
    }
    // Spread the attempts between the application and now.
    const span = Math.max(HOUR, now - appliedAtMs - HOUR);
    const step = span / (offer.stages.length + 1);
    let index = 0;
    for (; index < offer.stages.length; index += 1) {
      const stage = offer.stages[index]!;
      const at = appliedAtMs + step * (index + 0.5);
      if (index < passedTarget || (outcome === 'reviewing' && stage.autoDecide)) {
        attempts.push(attemptFor(application, offer, stage, candidate, 'passed', at));
        stages[index]!.status = 'passed';
        const reviewedAt = Date.parse(attempts.at(-1)!.reviewedAt!);
        notify(
          candidate.id,
          'attempt_reviewed',
          reviewedAt,
          { ...ctx, stageName: stage.name, passed: true },
          `/app/jobs/${offer.id}/workflow`,
          oldNews(reviewedAt) || chance(0.3),
        );
        continue;
      }
      break;
    }
    if (index >= offer.stages.length) {
      application.status = 'hired';
      notify(
        candidate.id,
        'application_finished',
        now - between(1, 20) * HOUR,
        ctx,
        `/app/jobs/${offer.id}/workflow`,
        chance(0.5),
      );
    } else {
      const stage = offer.stages[index]!;
      const at = appliedAtMs + step * (index + 0.5);
      if (outcome === 'reviewing') {
        attempts.push(attemptFor(application, offer, stage, candidate, 'reviewing', at));
        stages[index]!.status = 'reviewing';
      } else if (outcome === 'failed') {
        attempts.push(attemptFor(application, offer, stage, candidate, 'failed', at));
        stages[index]!.status = 'failed';
        application.status = 'rejected';
        const reviewedAt = Date.parse(attempts.at(-1)!.reviewedAt!);
        notify(
          candidate.id,
          'attempt_reviewed',
          reviewedAt,
          { ...ctx, stageName: stage.name, passed: false },
          `/app/jobs/${offer.id}/workflow`,
          oldNews(reviewedAt),
        );
      } else {
        stages[index]!.status = 'in_progress';
      }
    }
    const last = attempts.at(-1);
    application.updatedAt =
      last && last.applicationId === application.id
        ? (last.reviewedAt ?? last.submittedAt)
        : application.createdAt;
    applications.push(application);
  };

  // Camila: one application per interesting state, mostly at Andes Digital.
  const andesOpen = publishedOffers.filter(
    (o) => o.companyId === ANDES_DIGITAL_ID && o.stages.length >= 3,
  );
  const camilaPlan: [Outcome, number, number][] = [
    ['in_progress', 0, 2 * DAY],
    ['reviewing', 1, 6 * DAY],
    ['in_progress', 1, 9 * DAY],
    ['failed', 1, 20 * DAY],
    ['reviewing', 0, 3 * DAY],
  ];
  camilaPlan.forEach(([outcome, passed, ago], k) => {
    const offer = andesOpen[k]!;
    apply(
      camila,
      offer,
      outcome,
      passed,
      Math.max(Date.parse(offer.publishedAt!) + HOUR, now - ago),
    );
  });
  const closedWithStages = openOffers.filter(
    (o) => o.status === 'closed' && o.companyId !== ANDES_DIGITAL_ID,
  );
  if (closedWithStages[0])
    apply(
      camila,
      closedWithStages[0],
      'hired',
      99,
      Date.parse(closedWithStages[0].publishedAt!) + DAY,
    );
  notify(camila.id, 'welcome', now - 200 * DAY, {}, '/app/feed', true);
  notify(
    camila.id,
    'stage_opened',
    now - 12 * MINUTE,
    { offerTitle: andesOpen[2]!.title, stageName: andesOpen[2]!.stages[1]!.name },
    `/app/jobs/${andesOpen[2]!.id}/workflow`,
    false,
  );

  const outcomes: Outcome[] = [
    'in_progress',
    'reviewing',
    'reviewing',
    'failed',
    'hired',
    'in_progress',
  ];
  for (const candidate of candidates.slice(2)) {
    const count = between(0, volume.maxApplications);
    for (let a = 0; a < count; a += 1) {
      const offer = pick(openOffers);
      if (applied.has(`${candidate.id}:${offer.id}`)) continue;
      const outcome = pick(outcomes);
      const passed =
        outcome === 'hired' ? offer.stages.length : between(0, offer.stages.length - 1);
      const publishedAt = Date.parse(offer.publishedAt!);
      const latest = offer.closedAt ? Date.parse(offer.closedAt) : now - HOUR;
      apply(candidate, offer, outcome, passed, between(publishedAt, Math.max(publishedAt, latest)));
    }
  }

  // Saved offers ------------------------------------------------------------------------------
  const save = (candidateId: string, offer: JobOffer, atMs: number) =>
    savedOffers.push({ id: uuid(), candidateId, jobOfferId: offer.id, createdAt: iso(atMs) });
  [
    andesOpen[0]!,
    ...publishedOffers.filter((o) => o.companyId !== ANDES_DIGITAL_ID).slice(0, 3),
  ].forEach((offer, k) => save(camila.id, offer, now - (k + 1) * DAY));
  for (const candidate of candidates.slice(2)) {
    const offers = faker.helpers.arrayElements(publishedOffers, between(0, 4));
    for (const offer of offers) save(candidate.id, offer, now - between(1, 60) * DAY);
  }

  return {
    version: SCHEMA_VERSION,
    preset,
    savedAt: now,
    tables: {
      companies,
      users,
      jobOffers,
      applications,
      attempts,
      savedOffers,
      cvs,
      files,
      notifications,
    },
  };
}

export type { Category };
