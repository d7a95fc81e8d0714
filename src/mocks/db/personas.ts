/** The demo personas of DESIGN.md §5, always seeded with these fixed ids. */

export type PersonaKey = 'camila' | 'mateo' | 'valentina' | 'andres' | 'fantasma';

export interface Persona {
  key: PersonaKey;
  /** Full name as shown in the demo panel. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Main role; `null` for the identity without a product user. */
  role: 'candidate' | 'recruiter' | 'admin' | null;
  /** What the persona is for, in Spanish, for the demo panel. */
  description: string;
  /** Product user id, or `null` (fantasma has none: the inconsistent-session path). */
  userId: string | null;
  companyId: string | null;
}

/** Fixed ids so personas are stable across seeds, presets and sessions. */
export const ANDES_DIGITAL_ID = '0b7f1c2e-5a1d-4c8e-9f10-a0d1e5c0a001';
export const PERSONA_USER_IDS = {
  camila: '7c1e2a90-0000-4000-8000-00000000ca01',
  mateo: '7c1e2a90-0000-4000-8000-00000000a002',
  valentina: '7c1e2a90-0000-4000-8000-00000000b003',
  andres: '7c1e2a90-0000-4000-8000-00000000c004',
} as const;

export const PERSONAS: readonly Persona[] = [
  {
    key: 'camila',
    name: 'Camila Rojas',
    firstName: 'Camila',
    lastName: 'Rojas',
    email: 'camila.rojas@ejemplo.com',
    role: 'candidate',
    description: 'Candidata con CVs, favoritos y postulaciones en varias etapas',
    userId: PERSONA_USER_IDS.camila,
    companyId: null,
  },
  {
    key: 'mateo',
    name: 'Mateo Fernández',
    firstName: 'Mateo',
    lastName: 'Fernández',
    email: 'mateo.fernandez@ejemplo.com',
    role: 'candidate',
    description: 'Candidato nuevo, sin datos todavía',
    userId: PERSONA_USER_IDS.mateo,
    companyId: null,
  },
  {
    key: 'valentina',
    name: 'Valentina Castro',
    firstName: 'Valentina',
    lastName: 'Castro',
    email: 'valentina.castro@andesdigital.ejemplo.com',
    role: 'recruiter',
    description: 'Reclutadora en Andes Digital',
    userId: PERSONA_USER_IDS.valentina,
    companyId: ANDES_DIGITAL_ID,
  },
  {
    key: 'andres',
    name: 'Andrés Muñoz',
    firstName: 'Andrés',
    lastName: 'Muñoz',
    email: 'andres.munoz@andesdigital.ejemplo.com',
    role: 'admin',
    description: 'Administrador de Andes Digital',
    userId: PERSONA_USER_IDS.andres,
    companyId: ANDES_DIGITAL_ID,
  },
  {
    key: 'fantasma',
    name: 'Usuario fantasma',
    firstName: 'Fantasma',
    lastName: '',
    email: 'fantasma@ejemplo.com',
    role: null,
    description: 'Identidad sin usuario en la base de datos (sesión inconsistente)',
    userId: null,
    companyId: null,
  },
];
