/**
 * What every table's builder of the seed shares: one faker with a fixed seed (`es` locale),
 * the seed's `now`, the preset's volumes, and small helpers over faker. The builders run in
 * a fixed order (`../seed.ts`) and each draws in a fixed order: the same preset and `now`
 * always give the same database.
 */
import { Faker, es, base } from '@faker-js/faker';
import type { Preset } from '../database';

export const SEED = 20261121;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const VOLUMES = {
  seed: {
    companies: 5,
    offers: 150,
    candidates: 80,
    recruitersPerCompany: 2,
    maxApplications: 5,
    boardApplicants: 0,
  },
  large: {
    companies: 40,
    offers: 10_000,
    candidates: 2_000,
    recruitersPerCompany: 3,
    maxApplications: 6,
    /** One Andes Digital offer with this many applicants: the pipeline board's benchmark. */
    boardApplicants: 500,
  },
} as const;

export interface SeedContext {
  faker: Faker;
  /** The seed's `now` (epoch ms): every timestamp is relative to it. */
  now: number;
  /** How many rows the preset has. */
  volume: (typeof VOLUMES)[Preset];
  iso(ms: number): string;
  uuid(): string;
  pick<T>(items: readonly T[]): T;
  /** True with this probability. */
  chance(probability: number): boolean;
  /** An integer from `min` to `max`, both included. */
  between(min: number, max: number): number;
}

export function createSeedContext(preset: Preset, now: number): SeedContext {
  const faker = new Faker({ locale: [es, base] });
  faker.seed(SEED);
  return {
    faker,
    now,
    volume: VOLUMES[preset],
    iso: (ms) => new Date(ms).toISOString(),
    uuid: () => faker.string.uuid(),
    pick: (items) => faker.helpers.arrayElement(items),
    chance: (probability) => faker.number.float({ min: 0, max: 1 }) < probability,
    between: (min, max) => faker.number.int({ min, max }),
  };
}

/** Lower-case ASCII letters and digits only (for e-mail addresses, sites and file names). */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
