import { ANDES_DIGITAL_ID, PERSONA_USER_IDS, PERSONAS, type PersonaKey } from '../personas';
import { BLANK_PROFILE, CATEGORIES, type Company, type User } from '../schemas';
import { HEADLINES, PLACES, SKILLS } from '../seed-data';
import { DAY, slug, type SeedContext } from './context';

/** The users, in the order they are stored: personas, each company's staff, candidates. */
export interface SeededUsers {
  users: User[];
  /** Every company's staff ids, the first one the author of its offers. */
  staffByCompany: Map<string, string[]>;
  /** Camila and Mateo (the personas who are candidates) first. */
  candidates: User[];
}

type UserFields = Partial<User> & Pick<User, 'id' | 'email' | 'name' | 'lastName' | 'roles'>;

/** A user with a blank profile; `createdAt` is drawn even when `over` replaces it. */
const userWith =
  ({ now, iso, between }: SeedContext) =>
  (over: UserFields): User => ({
    companyId: null,
    active: true,
    emailVerified: true,
    ...BLANK_PROFILE,
    createdAt: iso(now - between(30, 400) * DAY),
    version: 1,
    ...over,
  });

function seedPersonas(context: SeedContext): User[] {
  const { now, iso } = context;
  const baseUser = userWith(context);
  const personaUser = (key: Exclude<PersonaKey, 'fantasma'>, over: Partial<User>) => {
    const p = PERSONAS.find((persona) => persona.key === key)!;
    return baseUser({
      id: PERSONA_USER_IDS[key],
      email: p.email,
      name: p.firstName,
      lastName: p.lastName,
      roles: [p.role!],
      companyId: p.companyId,
      ...over,
    });
  };
  return [
    personaUser('camila', {
      phone: '+56 9 5555 1234',
      city: 'Santiago',
      country: 'Chile',
      headline: 'Desarrolladora Frontend con foco en accesibilidad',
      about: 'Cinco años construyendo interfaces web con React y TypeScript.',
      skills: ['JavaScript', 'TypeScript', 'React', 'Figma', 'SQL', 'Git', 'Accesibilidad'],
      linkedinUrl: 'https://www.linkedin.com/in/camila-rojas-ejemplo',
      createdAt: iso(now - 200 * DAY),
    }),
    personaUser('mateo', { createdAt: iso(now - 1 * DAY), city: 'Lima', country: 'Perú' }),
    personaUser('valentina', {
      city: 'Santiago',
      country: 'Chile',
      createdAt: iso(now - 700 * DAY),
    }),
    personaUser('andres', { city: 'Santiago', country: 'Chile', createdAt: iso(now - 900 * DAY) }),
  ];
}

/** Recruiters (and an admin) of every company; Andes Digital's include two personas. */
function seedStaff(context: SeedContext, companies: readonly Company[], users: User[]) {
  const { faker, uuid, volume } = context;
  const baseUser = userWith(context);
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
  return staffByCompany;
}

/** The candidates besides the personas, appended to `users` and to `candidates`. */
function seedCandidates(context: SeedContext, users: User[], candidates: User[]): void {
  const { faker, uuid, pick, chance, volume } = context;
  const baseUser = userWith(context);
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
}

export function seedUsers(context: SeedContext, companies: readonly Company[]): SeededUsers {
  const users = seedPersonas(context);
  const staffByCompany = seedStaff(context, companies, users);
  const candidates: User[] = [users[0]!, users[1]!];
  seedCandidates(context, users, candidates);
  return { users, staffByCompany, candidates };
}
