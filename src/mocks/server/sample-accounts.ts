/**
 * Accounts created after the seed, for the server's own tools and tests: a company's
 * registration and a member its administrator adds (the OpenAPI examples,
 * `scripts/contract/examples.ts`; the real Firebase Auth emulator's test).
 */

/** `POST /company/register`: Cordillera Software and its administrator. */
export const SAMPLE_REGISTRATION = {
  company: {
    name: 'Cordillera Software',
    taxId: '76.543.210-K',
    industry: 'Tecnología',
    country: 'Chile',
    city: 'Valparaíso',
  },
  admin: { email: 'sofia.rivas@cordillera.ejemplo.com', name: 'Sofía', lastName: 'Rivas' },
} as const;

/** `POST /company/{id}/users` for Andes Digital: a new recruiter. */
export const SAMPLE_MEMBER = {
  email: 'lucia.herrera@andesdigital.ejemplo.com',
  name: 'Lucía',
  lastName: 'Herrera',
  role: 'recruiter',
} as const;
