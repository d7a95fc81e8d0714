import { ANDES_DIGITAL_ID } from '../personas';
import type { JobOffer, User } from '../schemas';
import { createApplications, type ApplyDeps, type Outcome } from './apply';
import { DAY, HOUR, MINUTE, type SeedContext } from './context';
import { andesOpenOffers } from './offers';

/** Camila's applications: one per interesting state, mostly at Andes Digital. */
const CAMILA_PLAN: [outcome: Outcome, passed: number, ago: number][] = [
  ['in_progress', 0, 2 * DAY],
  ['reviewing', 1, 6 * DAY],
  ['in_progress', 1, 9 * DAY],
  ['failed', 1, 20 * DAY],
  ['reviewing', 0, 3 * DAY],
];

const OUTCOMES: Outcome[] = [
  'in_progress',
  'reviewing',
  'reviewing',
  'failed',
  'hired',
  'in_progress',
];

/**
 * The applications with their attempts (and the files uploaded to them): Camila's plan
 * and her welcome notifications, then up to the preset's number for every other candidate
 * (Mateo has none), on offers open to applications.
 */
export function seedApplications(
  context: SeedContext,
  candidates: readonly User[],
  jobOffers: readonly JobOffer[],
  deps: ApplyDeps,
) {
  const { now, pick, between, volume } = context;
  const { notify } = deps;
  const seeded = createApplications(context, deps);
  const { apply, applied } = seeded;
  const openOffers = jobOffers.filter((o) => o.status !== 'draft' && o.stages.length > 0);

  const camila = candidates[0]!;
  const andesOpen = andesOpenOffers(jobOffers);
  CAMILA_PLAN.forEach(([outcome, passed, ago], k) => {
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

  for (const candidate of candidates.slice(2)) {
    const count = between(0, volume.maxApplications);
    for (let a = 0; a < count; a += 1) {
      const offer = pick(openOffers);
      if (applied.has(`${candidate.id}:${offer.id}`)) continue;
      const outcome = pick(OUTCOMES);
      const passed =
        outcome === 'hired' ? offer.stages.length : between(0, offer.stages.length - 1);
      const publishedAt = Date.parse(offer.publishedAt!);
      const latest = offer.closedAt ? Date.parse(offer.closedAt) : now - HOUR;
      apply(candidate, offer, outcome, passed, between(publishedAt, Math.max(publishedAt, latest)));
    }
  }
  if (volume.boardApplicants && andesOpen.length > 0)
    fillBoard(context, andesOpen.at(-1)!, candidates.slice(2), seeded);
  return { applications: seeded.applications, attempts: seeded.attempts, files: seeded.files };
}

/**
 * The large preset's busiest offer (the last open one of Andes Digital): applications of the
 * candidates who have none there, up to `boardApplicants` (the pipeline board's benchmark).
 */
function fillBoard(
  context: SeedContext,
  offer: JobOffer,
  candidates: readonly User[],
  { apply, applied, applications }: ReturnType<typeof createApplications>,
) {
  const { now, pick, between, volume } = context;
  let count = applications.filter((a) => a.jobOfferId === offer.id).length;
  const publishedAt = Date.parse(offer.publishedAt!);
  for (const candidate of candidates) {
    if (count >= volume.boardApplicants) break;
    if (applied.has(`${candidate.id}:${offer.id}`)) continue;
    const outcome = pick(OUTCOMES);
    const passed = outcome === 'hired' ? offer.stages.length : between(0, offer.stages.length - 1);
    apply(
      candidate,
      offer,
      outcome,
      passed,
      between(publishedAt, Math.max(publishedAt, now - HOUR)),
    );
    count += 1;
  }
}
