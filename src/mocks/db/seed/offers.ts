import { seniorityLabel } from '../../../shared/domain/labels';
import { ANDES_DIGITAL_ID } from '../personas';
import { CATEGORIES, SENIORITIES, type Company, type JobOffer } from '../schemas';
import { PLACES, SALARY_BASE, SKILLS, TITLES } from '../seed-data';
import { DAY, HOUR, type SeedContext } from './context';
import { createStagePlans } from './stages';

/** The job offers with their stages, authored by the first of their company's staff. */
export function seedJobOffers(
  context: SeedContext,
  companies: readonly Company[],
  staffByCompany: ReadonlyMap<string, string[]>,
): JobOffer[] {
  const { faker, now, iso, uuid, pick, chance, between, volume } = context;
  const stagePlans = createStagePlans(context);
  const jobOffers: JobOffer[] = [];
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
  return jobOffers;
}

/** Published offers of Andes Digital with three stages or more (Camila's applications). */
export const andesOpenOffers = (jobOffers: readonly JobOffer[]) =>
  jobOffers.filter(
    (o) => o.status === 'published' && o.companyId === ANDES_DIGITAL_ID && o.stages.length >= 3,
  );
