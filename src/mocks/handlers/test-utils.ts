/** Helpers for the mock API's tests: tokens for seeded users and a small fetch wrapper. */
import '@/test/msw';
import { db, PERSONA_USER_IDS, type JobOffer, type User } from '../db';
import { personaTokens, tokenFor, type PersonaUser } from './test-tokens';

export { personaTokens, tokenFor, type PersonaUser };

export const BASE = 'http://localhost:3000/api/v1';

/** Answers are loosely typed on purpose: the tests assert their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface CallResult<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

/** Call the mock API: JSON body, FormData, or nothing; parses JSON answers. */
export async function call<T = Loose>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; raw?: boolean } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed = options.raw
    ? await response.arrayBuffer()
    : type.includes('json')
      ? await response.json()
      : await response.text();
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** First staff member of another company than Andes Digital, with the given role. */
export function otherCompanyStaff(role: 'recruiter' | 'admin' = 'recruiter'): User {
  const andes = db.users.get(PERSONA_USER_IDS.valentina)!.companyId;
  const found = db.users
    .all()
    .find((u) => u.companyId && u.companyId !== andes && u.roles[0] === role);
  if (!found) throw new Error('no staff in another company');
  return found;
}

/** A seeded candidate other than the personas. */
export function otherCandidate(predicate: (u: User) => boolean = () => true): User {
  const personaIds = new Set<string>(Object.values(PERSONA_USER_IDS));
  const found = db.users
    .all()
    .find((u) => u.roles[0] === 'candidate' && !personaIds.has(u.id) && u.active && predicate(u));
  if (!found) throw new Error('no candidate');
  return found;
}

/** What {@link offerWith} made: the offer as stored, its stages' ids, the application. */
export interface OfferWithStages {
  offer: JobOffer;
  stageIds: string[];
  /** The candidate's application (null with `apply: false`). */
  applicationId: string | null;
  /** The candidate's token. */
  token: string;
}

/**
 * A fresh published offer of Andes Digital (made by Valentina) with these stages, and
 * `candidate` (Camila unless told) applied to it with a CV of theirs (one is uploaded first
 * when they have none), unless `apply` is false.
 */
export async function offerWith(
  stages: object[],
  { candidate = 'camila', apply = true }: { candidate?: PersonaUser; apply?: boolean } = {},
): Promise<OfferWithStages> {
  const created = await call('POST', '/job-offers', {
    token: await tokenFor('valentina'),
    json: {
      title: 'Analista de Datos Semi Senior',
      description: 'Analizarás datos de clientes y construirás tableros para la gerencia.',
      category: 'Datos',
      city: 'Lima',
      country: 'Perú',
      modality: 'híbrido',
      seniority: 'semi-senior',
      requiredSkills: ['SQL'],
      status: 'published',
      stages,
    },
  });
  if (created.status !== 201) throw new Error(`offer not created: ${JSON.stringify(created.body)}`);
  const offer = db.jobOffers.get(created.body.data.id)!;
  const token = await tokenFor(candidate);
  let applicationId: string | null = null;
  if (apply) {
    const userId = PERSONA_USER_IDS[candidate];
    if (!db.cvs.where('candidateId', userId).length) {
      const form = new FormData();
      form.append('file', pdfFile());
      const uploaded = await call('POST', '/cv/upload/', { token, form });
      if (uploaded.status !== 201) throw new Error(`CV not uploaded: ${uploaded.status}`);
    }
    const cvId = db.cvs.where('candidateId', userId)[0]!.id;
    const applied = await call('POST', `/job-offers/${offer.id}/apply`, { token, json: { cvId } });
    if (applied.status !== 201) throw new Error(`not applied: ${JSON.stringify(applied.body)}`);
    applicationId = applied.body.data.id;
  }
  return { offer, stageIds: offer.stages.map((s) => s.id), applicationId, token };
}

export const expiredToken = (who: PersonaUser) =>
  tokenFor(who, { now: Date.now() - 7200_000, expiresInSeconds: 3600 });

export function pdfFile(name = 'cv.pdf', size = 1024, type = 'application/pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type });
}

export { MAGIC, fileWith } from './test-files';
import { MAGIC, fileWith } from './test-files';

export const pngFile = (name = 'imagen.png', size = 1024) =>
  fileWith(MAGIC.png, name, size, 'image/png');
