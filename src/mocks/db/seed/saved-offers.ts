import { ANDES_DIGITAL_ID } from '../personas';
import type { JobOffer, SavedOffer, User } from '../schemas';
import { DAY, type SeedContext } from './context';
import { andesOpenOffers } from './offers';

/** Camila's four saved offers, then up to four for every other candidate. */
export function seedSavedOffers(
  { now, iso, uuid, faker, between }: SeedContext,
  candidates: readonly User[],
  jobOffers: readonly JobOffer[],
): SavedOffer[] {
  const savedOffers: SavedOffer[] = [];
  const publishedOffers = jobOffers.filter((o) => o.status === 'published');
  const save = (candidateId: string, offer: JobOffer, atMs: number) =>
    savedOffers.push({ id: uuid(), candidateId, jobOfferId: offer.id, createdAt: iso(atMs) });
  const camila = candidates[0]!;
  [
    andesOpenOffers(jobOffers)[0]!,
    ...publishedOffers.filter((o) => o.companyId !== ANDES_DIGITAL_ID).slice(0, 3),
  ].forEach((offer, k) => save(camila.id, offer, now - (k + 1) * DAY));
  for (const candidate of candidates.slice(2)) {
    const offers = faker.helpers.arrayElements(publishedOffers, between(0, 4));
    for (const offer of offers) save(candidate.id, offer, now - between(1, 60) * DAY);
  }
  return savedOffers;
}
