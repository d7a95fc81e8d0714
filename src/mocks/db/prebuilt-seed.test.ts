// @vitest-environment node
import { db } from './database';
import { initDatabase, resetDatabase, resetPersistenceForTests } from './persistence';
import { prebuiltSeed } from './prebuilt-seed';
import * as seed from './seed';

// Count the seed's runs: the small preset must come from the build-time module, not faker.
vi.mock('./seed', async (importOriginal) => {
  const original = await importOriginal<typeof import('./seed')>();
  return { ...original, generateSeed: vi.fn(original.generateSeed) };
});
const seedRuns = () => vi.mocked(seed.generateSeed).mock.calls.length;

afterEach(() => resetPersistenceForTests());

describe('the seed computed at build time (virtual:mock-seed)', () => {
  it('is the seed for the time it is loaded at, without running the seed', async () => {
    const now = Date.UTC(2027, 2, 3, 14, 5, 6, 7);
    const before = seedRuns();
    const loaded = await prebuiltSeed('seed', now);
    expect(seedRuns()).toBe(before);
    const actual = await vi.importActual<typeof import('./seed')>('./seed');
    expect(loaded).toEqual(actual.generateSeed('seed', now));
  });

  it('seeds the database at start and on a reset; the large preset runs the seed', async () => {
    const before = seedRuns();
    expect(await initDatabase({ seedSource: prebuiltSeed })).toBe('seeded');
    expect(db.jobOffers.count()).toBe(150);
    await resetDatabase('seed');
    expect(seedRuns()).toBe(before);
    await resetDatabase('large');
    expect(seedRuns()).toBe(before + 1);
    expect(db.jobOffers.count()).toBe(10_000);
  });
});
