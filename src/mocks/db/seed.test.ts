// @vitest-environment node
import { ANDES_DIGITAL_ID, findIdentityAccount, PERSONA_USER_IDS, PERSONAS } from '.';
import { CATEGORIES, STAGE_STATUSES } from './schemas';
import { generateSeed } from './seed';
import { shiftSnapshot } from './seed-shift';
import { db, loadSnapshot } from './database';

const NOW = Date.UTC(2026, 10, 21, 8);

describe('seed', () => {
  const seed = generateSeed('seed', NOW);
  const t = seed.tables;

  it('is deterministic for the same preset and time', () => {
    expect(generateSeed('seed', NOW)).toEqual(seed);
    expect(generateSeed('seed', NOW + 1).tables.jobOffers[0]!.id).toBe(
      seed.tables.jobOffers[0]!.id,
    );
  });

  it('for another time is the same data moved in time (what the browser loads, built once)', () => {
    // The demo build computes the seed at build time and moves it to the time it is loaded.
    for (const by of [1, 59_999, 3 * 3_600_000 + 17, -40 * 86_400_000, 400 * 86_400_000 + 123]) {
      expect(shiftSnapshot(seed, by)).toEqual(generateSeed('seed', NOW + by));
    }
    // Moved, not changed: the original is left as it was.
    expect(seed).toEqual(generateSeed('seed', NOW));
  });

  it('has the volumes of DESIGN.md §5', () => {
    expect(t.companies).toHaveLength(5);
    expect(t.jobOffers).toHaveLength(150);
    expect(t.users.filter((u) => u.roles[0] === 'candidate')).toHaveLength(80);
    expect(new Set(t.jobOffers.map((o) => o.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(t.jobOffers.map((o) => o.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(t.jobOffers.map((o) => o.status))).toEqual(
      new Set(['draft', 'published', 'closed']),
    );
  });

  it('seeds the personas exactly', () => {
    const byId = new Map(t.users.map((u) => [u.id, u]));
    for (const persona of PERSONAS.filter((p) => p.userId)) {
      const user = byId.get(persona.userId!)!;
      expect(user).toMatchObject({
        email: persona.email,
        name: persona.firstName,
        lastName: persona.lastName,
        roles: [persona.role],
      });
    }
    expect(t.users.some((u) => u.email === 'fantasma@ejemplo.com')).toBe(false);
    const andes = t.companies.find((c) => c.name === 'Andes Digital')!;
    expect(byId.get(PERSONA_USER_IDS.valentina)!.companyId).toBe(andes.id);
    expect(byId.get(PERSONA_USER_IDS.andres)!.companyId).toBe(andes.id);
  });

  it('gives Camila CVs, favourites, applications at several stage statuses and notifications', () => {
    const camila = PERSONA_USER_IDS.camila;
    expect(t.cvs.filter((c) => c.candidateId === camila).length).toBeGreaterThanOrEqual(2);
    expect(t.savedOffers.filter((s) => s.candidateId === camila).length).toBeGreaterThanOrEqual(3);
    const statuses = new Set(
      t.applications
        .filter((a) => a.candidateId === camila)
        .flatMap((a) => a.stages.map((s) => s.status)),
    );
    for (const status of ['in_progress', 'pending', 'reviewing', 'passed', 'failed'])
      expect(statuses).toContain(status);
    const notes = t.notifications.filter((n) => n.userId === camila);
    expect(notes.some((n) => !n.readInApp)).toBe(true);
    const ages = notes.map((n) => NOW - n.createdAtMs);
    expect(ages.some((a) => a < 3_600_000)).toBe(true);
    expect(ages.some((a) => a > 48 * 3_600_000)).toBe(true);
  });

  it('leaves Mateo with nothing', () => {
    const mateo = PERSONA_USER_IDS.mateo;
    expect(t.applications.some((a) => a.candidateId === mateo)).toBe(false);
    expect(t.cvs.some((c) => c.candidateId === mateo)).toBe(false);
    expect(t.savedOffers.some((s) => s.candidateId === mateo)).toBe(false);
  });

  it('covers every stage status and both kinds of attempts waiting for review', () => {
    const statuses = new Set(t.applications.flatMap((a) => a.stages.map((s) => s.status)));
    expect(statuses).toEqual(new Set(STAGE_STATUSES));
    expect(new Set(t.applications.map((a) => a.status))).toEqual(
      new Set(['in_progress', 'hired', 'rejected']),
    );
    const waiting = t.attempts.filter((a) => a.status === 'reviewing');
    expect(waiting.some((a) => a.automatizable)).toBe(true);
    expect(waiting.some((a) => !a.automatizable)).toBe(true);
    expect(waiting.some((a) => a.companyId === PERSONAS[2]!.companyId)).toBe(true);
  });

  it('keeps references consistent', () => {
    const offers = new Map(t.jobOffers.map((o) => [o.id, o]));
    for (const app of t.applications) {
      const offer = offers.get(app.jobOfferId)!;
      expect(app.companyId).toBe(offer.companyId);
      expect(app.stages.map((s) => s.stageId)).toEqual(offer.stages.map((s) => s.id));
    }
    const files = new Set(t.files.map((f) => f.id));
    for (const cv of t.cvs) expect(files.has(cv.fileId)).toBe(true);
    for (const n of t.notifications) expect(n.createdAtMs).toBeLessThanOrEqual(NOW);
  });

  it('loads into the database, where identities are found case-insensitively', async () => {
    await loadSnapshot(seed);
    expect(db.jobOffers.count()).toBe(150);
    expect(findIdentityAccount('Camila.Rojas@Ejemplo.com')).toMatchObject({
      userId: PERSONA_USER_IDS.camila,
      roles: ['candidate'],
      companyId: null,
    });
    expect(findIdentityAccount('andres.munoz@andesdigital.ejemplo.com')).toMatchObject({
      roles: ['admin'],
    });
    expect(findIdentityAccount('fantasma@ejemplo.com')).toBeNull();
  });
});

describe('every seeded company has something to show', () => {
  it('has drafts, published and closed offers, applicants and attempts to review', () => {
    const t = generateSeed('seed', Date.UTC(2026, 0, 15)).tables;
    expect(t.companies.length).toBeGreaterThanOrEqual(5);
    for (const company of t.companies) {
      const offers = t.jobOffers.filter((o) => o.companyId === company.id);
      const statuses = new Set(offers.map((o) => o.status));
      expect({ company: company.name, statuses: [...statuses].sort() }).toEqual({
        company: company.name,
        statuses: ['closed', 'draft', 'published'],
      });
      const applications = t.applications.filter((a) => a.companyId === company.id);
      expect(applications.length, `${company.name} applicants`).toBeGreaterThan(0);
      const toReview = t.attempts.filter(
        (a) => a.companyId === company.id && a.status === 'reviewing',
      );
      expect(toReview.length, `${company.name} attempts to review`).toBeGreaterThan(0);
    }
  });
});

describe('large preset', () => {
  it('gives one open Andes Digital offer 500 applicants (the pipeline board benchmark)', () => {
    const { applications, jobOffers } = generateSeed('large', NOW).tables;
    const counts = new Map<string, number>();
    for (const a of applications) counts.set(a.jobOfferId, (counts.get(a.jobOfferId) ?? 0) + 1);
    const [offerId, count] = [...counts].reduce((best, row) => (row[1] > best[1] ? row : best));
    expect(count).toBe(500);
    const offer = jobOffers.find((o) => o.id === offerId)!;
    expect(offer).toMatchObject({ status: 'published', companyId: ANDES_DIGITAL_ID });
  });
});
