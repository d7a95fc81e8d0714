/**
 * Deterministic Spanish seed: the same preset and `now` always give the same database
 * (fixed faker seed, `es` locale). Timestamps are relative to `now` so that relative
 * times ("Hace 3h") look right in a demo.
 *
 * Each table has its builder in `./seed/`; they share one faker and run in this order
 * (every draw in a fixed order), so changing the order changes the whole seed.
 */
import type { Preset, Snapshot } from './database';
import { SCHEMA_VERSION, type Category } from './schemas';
import { seedApplications } from './seed/applications';
import { seedCompanies } from './seed/companies';
import { createSeedContext } from './seed/context';
import { seedCvs } from './seed/cvs';
import { createNotifications } from './seed/notifications';
import { seedJobAlerts } from './seed/job-alerts';
import { seedJobOffers } from './seed/offers';
import { seedSavedOffers } from './seed/saved-offers';
import { seedUsers } from './seed/users';

export { SEED } from './seed/context';

export function generateSeed(preset: Preset = 'seed', now: number = Date.now()): Snapshot {
  const context = createSeedContext(preset, now);
  const companies = seedCompanies(context);
  const { users, staffByCompany, candidates } = seedUsers(context, companies);
  const jobOffers = seedJobOffers(context, companies, staffByCompany);
  const cvs = seedCvs(context, candidates);
  const { notifications, notify } = createNotifications(context);
  const activity = seedApplications(context, candidates, jobOffers, {
    companies,
    staffByCompany,
    cvIdsByCandidate: cvs.cvIdsByCandidate,
    notify,
  });
  const savedOffers = seedSavedOffers(context, candidates, jobOffers);
  // Last: its draws (ids) change nothing above.
  const jobAlerts = seedJobAlerts(context);
  return {
    version: SCHEMA_VERSION,
    preset,
    savedAt: now,
    tables: {
      companies,
      users,
      jobOffers,
      applications: activity.applications,
      attempts: activity.attempts,
      savedOffers,
      cvs: cvs.cvs,
      files: [...cvs.files, ...activity.files],
      notifications,
      jobAlerts,
    },
  };
}

export type { Category };
