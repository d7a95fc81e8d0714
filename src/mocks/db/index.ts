/**
 * Public face of the mock database (used by the handlers, the demo panel, the standalone
 * server and the mock identity provider).
 */
import {
  db,
  databaseCounts,
  databaseLock,
  onDatabaseChange,
  type Preset,
  type TableName,
} from './database';
import { PERSONAS } from './personas';
import { currentDatabasePreset } from './persistence';

export { db, databaseCounts, databaseLock, onDatabaseChange, type Preset, type TableName };
export {
  closeDatabase,
  ensureDatabase,
  flushDatabase,
  initDatabase,
  initDatabaseOnFirstUse,
  resetDatabase,
  resetDatabaseIfChanged,
  runWrite,
  setAsideLocation,
  type ErasedBlobs,
  type PersistedState,
  type PersistenceAdapter,
} from './persistence';
export {
  ANDES_DIGITAL_ID,
  PERSONA_USER_IDS,
  PERSONAS,
  type Persona,
  type PersonaKey,
} from './personas';
export * from './schemas';

/** What the mock identity provider needs to know about a product user. */
export interface IdentityAccount {
  userId: string;
  email: string;
  name: string;
  lastName: string;
  roles: string[];
  companyId: string | null;
  emailVerified: boolean;
}

/**
 * The product user with this e-mail (case-insensitive), or `null` (e.g. fantasma@ejemplo.com).
 * Before the database is loaded, answers from the always-seeded personas.
 */
export function findIdentityAccount(email: string): IdentityAccount | null {
  const wanted = email.trim().toLowerCase();
  if (db.users.count() === 0) {
    const persona = PERSONAS.find((p) => p.email === wanted && p.userId && p.role);
    return persona
      ? {
          userId: persona.userId!,
          email: persona.email,
          name: persona.firstName,
          lastName: persona.lastName,
          roles: [persona.role!],
          companyId: persona.companyId,
          emailVerified: true,
        }
      : null;
  }
  const user = db.users.all().find((u) => u.email.toLowerCase() === wanted);
  return user
    ? {
        userId: user.id,
        email: user.email,
        name: user.name,
        lastName: user.lastName,
        roles: [...user.roles],
        companyId: user.companyId,
        emailVerified: user.emailVerified,
      }
    : null;
}

export const TABLE_LABELS: Record<TableName, string> = {
  companies: 'Empresas',
  users: 'Usuarios',
  jobOffers: 'Ofertas',
  applications: 'Postulaciones',
  attempts: 'Intentos de etapa',
  savedOffers: 'Favoritos',
  cvs: 'CVs',
  files: 'Archivos',
  notifications: 'Notificaciones',
  jobAlerts: 'Alertas de empleo',
};

/** Summary for the demo panel: preset and rows per table. */
export function databaseSummary(): {
  preset: Preset;
  counts: { table: TableName; label: string; count: number }[];
} {
  const counts = databaseCounts();
  return {
    preset: currentDatabasePreset(),
    counts: (Object.keys(counts) as TableName[]).map((table) => ({
      table,
      label: TABLE_LABELS[table],
      count: counts[table],
    })),
  };
}
