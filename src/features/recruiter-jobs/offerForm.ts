import {
  CURRENCIES,
  JOB_CATEGORIES,
  MODALITIES,
  SENIORITIES,
  type Modality,
  type Seniority,
} from '@/shared/domain';
import type { OfferBody, StaffJobOffer } from './model';
import { z } from './zod';

export const MAX_SKILLS = 20;

const text = (min: number, max: number, required = 'Este campo es obligatorio') =>
  z
    .string()
    .trim()
    .min(1, required)
    .min(min, `Debe tener al menos ${min} caracteres`)
    .max(max, `Debe tener como máximo ${max} caracteres`);

const choice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.string().refine((value) => (values as readonly string[]).includes(value), { message });

const amount = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d+$/.test(value), 'Ingresa un número entero')
  .refine((value) => value === '' || Number(value) > 0, 'Debe ser mayor que 0')
  .refine((value) => value === '' || Number(value) <= 1_000_000_000, 'El monto es demasiado alto');

/** The offer form, with the server's limits (docs/api.md, `POST /job-offers`). */
export const offerSchema = z
  .object({
    title: text(3, 120),
    description: text(20, 5000),
    category: choice(JOB_CATEGORIES as unknown as [string, ...string[]], 'Elige una categoría'),
    city: text(2, 80),
    country: text(2, 80),
    modality: choice(MODALITIES, 'Elige la modalidad'),
    seniority: choice(SENIORITIES, 'Elige el nivel'),
    requiredSkills: z
      .array(
        z.string().trim().min(1).max(50, 'Cada habilidad puede tener como máximo 50 caracteres'),
      )
      .max(MAX_SKILLS, `Puedes indicar como máximo ${MAX_SKILLS} habilidades`),
    salaryMin: amount,
    salaryMax: amount,
    currency: z.string(),
  })
  .superRefine((values, ctx) => {
    const min = values.salaryMin.trim();
    const max = values.salaryMax.trim();
    if (min === '' && max === '') return;
    if (min === '')
      ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: 'Indica el salario mínimo' });
    if (max === '')
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'Indica el salario máximo' });
    if (min !== '' && max !== '' && Number(max) < Number(min))
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMax'],
        message: 'El máximo debe ser mayor o igual al mínimo',
      });
    if (!(CURRENCIES as readonly string[]).includes(values.currency))
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Elige la moneda' });
  });

export type OfferFormValues = z.infer<typeof offerSchema>;
export type OfferField = keyof OfferFormValues;

export const EMPTY_OFFER: OfferFormValues = {
  title: '',
  description: '',
  category: '',
  city: '',
  country: '',
  modality: '',
  seniority: '',
  requiredSkills: [],
  salaryMin: '',
  salaryMax: '',
  currency: 'CLP',
};

export function offerFormValues(offer: StaffJobOffer): OfferFormValues {
  return {
    title: offer.title,
    description: offer.description,
    category: offer.category,
    city: offer.city,
    country: offer.country,
    modality: offer.modality,
    seniority: offer.seniority,
    requiredSkills: offer.requiredSkills,
    salaryMin: offer.salary ? String(offer.salary.min) : '',
    salaryMax: offer.salary ? String(offer.salary.max) : '',
    currency: offer.salary?.currency ?? 'CLP',
  };
}

/** The body of `POST /job-offers` / `PATCH /job-offers/{id}`: no salary is `null`. */
export function offerBody(values: OfferFormValues): OfferBody {
  const min = values.salaryMin.trim();
  const max = values.salaryMax.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    city: values.city.trim(),
    country: values.country.trim(),
    modality: values.modality as Modality,
    seniority: values.seniority as Seniority,
    requiredSkills: values.requiredSkills.map((skill) => skill.trim()).filter(Boolean),
    salary:
      min === '' && max === ''
        ? null
        : { min: Number(min), max: Number(max), currency: values.currency },
  };
}

/** Skills typed as free entries: trimmed, without duplicates (accent- and case-insensitive). */
export function uniqueSkills(values: readonly string[]): string[] {
  const key = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const seen = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value && !seen.has(key(value))) seen.set(key(value), value);
  }
  return [...seen.values()];
}

const OFFER_DETAIL_FIELDS: Record<string, OfferField> = {
  title: 'title',
  description: 'description',
  category: 'category',
  city: 'city',
  country: 'country',
  modality: 'modality',
  seniority: 'seniority',
  requiredSkills: 'requiredSkills',
  salary: 'salaryMin',
  'salary.min': 'salaryMin',
  'salary.max': 'salaryMax',
  'salary.currency': 'currency',
};

/**
 * Where the server's 422 `details` go on the offer form: each key to its field
 * (`salary.max` → "Salario máximo", `requiredSkills.3` → the skills), and whatever has no
 * field here (e.g. `stages`) to the form's general message.
 */
export function offerDetailsToFields(details: Record<string, string> | undefined): {
  fields: Partial<Record<OfferField, string>>;
  other: string[];
} {
  const fields: Partial<Record<OfferField, string>> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(details ?? {})) {
    const field =
      OFFER_DETAIL_FIELDS[key] ??
      (key.startsWith('requiredSkills.') ? 'requiredSkills' : undefined);
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
