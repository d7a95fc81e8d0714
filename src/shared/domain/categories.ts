/** The job categories of the product (DESIGN.md §4). */
export const JOB_CATEGORIES = [
  'Tecnología',
  'Datos',
  'Diseño',
  'Marketing',
  'Ventas',
  'Finanzas',
  'Recursos Humanos',
  'Operaciones',
  'Atención al cliente',
  'Salud',
  'Educación',
  'Legal',
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];
