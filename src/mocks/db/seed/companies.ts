import { ANDES_DIGITAL_ID } from '../personas';
import { CATEGORIES, type Company } from '../schemas';
import { PLACES } from '../seed-data';
import { DAY, slug, type SeedContext } from './context';

const COMPANY_NAMES = [
  'Andes Digital',
  'Pampa Finanzas',
  'Nopal Logística',
  'Caribe Salud',
  'Inca Retail',
];

/** The companies: Andes Digital (the personas' company) first, then the others. */
export function seedCompanies({ faker, now, iso, uuid, pick, between, volume }: SeedContext) {
  const companies: Company[] = [];
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
  return companies;
}
