import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { COMPANY_SIZES } from '@/shared/domain/company';
import { z } from '@/shared/zod';
import { emailSchema, personNameShape } from './schemas';
import { websiteUrl } from './website';

export const WEBSITE_INVALID = 'Ingresa un sitio web válido, por ejemplo empresa.cl';

const text = (min: number, max: number, required: string, tooShort: string) =>
  z.string().trim().min(1, required).min(min, tooShort).max(max, `Máximo ${max} caracteres`);

export const schema = z.object({
  companyName: text(
    2,
    120,
    'Ingresa el nombre de la empresa',
    'El nombre debe tener al menos 2 caracteres',
  ),
  legalName: z.string().trim().max(160, 'Máximo 160 caracteres'),
  taxId: text(
    5,
    30,
    'Ingresa el identificador tributario',
    'El identificador debe tener al menos 5 caracteres',
  ),
  industry: z.enum(JOB_CATEGORIES, { message: 'Elige una industria' }),
  size: z.enum(COMPANY_SIZES, { message: 'Elige el tamaño de la empresa' }),
  country: text(2, 80, 'Ingresa el país', 'Ingresa al menos 2 caracteres'),
  city: text(2, 80, 'Ingresa la ciudad', 'Ingresa al menos 2 caracteres'),
  // A bare domain is fine: `pampalabs.cl` is stored as `https://pampalabs.cl`.
  website: z
    .string()
    .trim()
    .max(200, 'Máximo 200 caracteres')
    .transform((value, context) => {
      if (value === '') return '';
      const url = websiteUrl(value);
      if (url) return url;
      context.addIssue({ code: 'custom', message: WEBSITE_INVALID });
      return z.NEVER;
    }),
  ...personNameShape,
  email: emailSchema,
});
export type FormValues = z.input<typeof schema>;
export type FormOutput = z.output<typeof schema>;

export const FIELD_OF_DETAIL: Record<string, keyof FormValues> = {
  'company.name': 'companyName',
  'company.legalName': 'legalName',
  'company.taxId': 'taxId',
  'company.industry': 'industry',
  'company.size': 'size',
  'company.country': 'country',
  'company.city': 'city',
  'company.website': 'website',
  'admin.name': 'name',
  'admin.lastName': 'lastName',
  'admin.email': 'email',
};

/** The fields in the form's order, named as their labels (the error summary's links). */
export const LABELS: Record<keyof FormValues, string> = {
  companyName: 'Nombre de la empresa',
  legalName: 'Razón social',
  taxId: 'Identificador tributario',
  industry: 'Industria',
  size: 'Tamaño',
  website: 'Sitio web',
  country: 'País',
  city: 'Ciudad',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
};

/** The field each conflict of the registration belongs to, by the server's error code. */
export const FIELD_OF_CONFLICT: Record<string, keyof FormValues> = {
  email_taken: 'email',
  company_name_taken: 'companyName',
  company_tax_id_taken: 'taxId',
};
