import { z } from '@/shared/zod';
import type { UserDetails } from '@/features/auth';
import { personNameShape } from '@/shared/forms/personName';
import type { ProfileBody, StaffProfileBody } from './api';

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: máximo ${max} caracteres`);

export const profileSchema = z.object({
  ...personNameShape,
  headline: optional(120, 'Titular'),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[+\d][\d\s()-]{6,20}$/.test(value), {
      message: 'Ingresa un teléfono válido (números, espacios, +, - y paréntesis)',
    }),
  city: optional(80, 'Ciudad'),
  country: optional(80, 'País'),
  linkedinUrl: z
    .string()
    .trim()
    .max(200, 'La URL no puede superar 200 caracteres')
    .refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/.test(value), {
      message: 'Ingresa una URL válida (https://...)',
    }),
  about: optional(1000, 'Acerca de mí'),
  skills: z
    .array(z.string().trim().min(1).max(50, 'Cada habilidad puede tener hasta 50 caracteres'))
    .max(30, 'Puedes indicar hasta 30 habilidades'),
});

export type ProfileFormValues = z.infer<typeof profileSchema>;

export function profileFormValues(details: UserDetails): ProfileFormValues {
  return {
    name: details.name ?? '',
    lastName: details.lastName ?? '',
    headline: details.headline ?? '',
    phone: details.phone ?? '',
    city: details.city ?? '',
    country: details.country ?? '',
    linkedinUrl: details.linkedinUrl ?? '',
    about: details.about ?? '',
    skills: details.skills ?? [],
  };
}

/** An optional text as the API takes it: trimmed, and null when empty. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PATCH body: empty texts become null. */
export function profileBody(values: ProfileFormValues): ProfileBody {
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    headline: orNull(values.headline),
    phone: orNull(values.phone),
    city: orNull(values.city),
    country: orNull(values.country),
    linkedinUrl: orNull(values.linkedinUrl),
    about: orNull(values.about),
    skills: values.skills.map((skill) => skill.trim()).filter(Boolean),
  };
}

/** Staff edit only their name, last name, phone and headline (`PATCH /user/profile`). */
export const staffProfileSchema = profileSchema.pick({
  name: true,
  lastName: true,
  headline: true,
  phone: true,
});

export type StaffProfileFormValues = z.infer<typeof staffProfileSchema>;

export function staffProfileFormValues(details: UserDetails): StaffProfileFormValues {
  const { name, lastName, headline, phone } = profileFormValues(details);
  return { name, lastName, headline, phone };
}

export function staffProfileBody(values: StaffProfileFormValues): StaffProfileBody {
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    headline: orNull(values.headline),
    phone: orNull(values.phone),
  };
}

/** The profile's fields in the form's order, named as their labels (the error summary). */
export const PROFILE_LABELS: Record<keyof ProfileFormValues, string> = {
  name: 'Nombre',
  lastName: 'Apellido',
  headline: 'Titular',
  phone: 'Teléfono',
  linkedinUrl: 'LinkedIn',
  city: 'Ciudad',
  country: 'País',
  about: 'Acerca de mí',
  skills: 'Habilidades',
};

export const STAFF_PROFILE_LABELS: Record<keyof StaffProfileFormValues, string> = {
  name: 'Nombre',
  lastName: 'Apellido',
  headline: 'Cargo',
  phone: 'Teléfono',
};

/** The candidate's profile form: its rules, values, request body, labels and draft's name. */
export const CANDIDATE_PROFILE = {
  schema: profileSchema,
  toValues: profileFormValues,
  toBody: profileBody,
  labels: PROFILE_LABELS,
  draft: 'profile',
};

/** A recruiter's or admin's profile form (`PATCH /user/profile`). */
export const STAFF_PROFILE = {
  schema: staffProfileSchema,
  toValues: staffProfileFormValues,
  toBody: staffProfileBody,
  labels: STAFF_PROFILE_LABELS,
  draft: 'staff-profile',
};
