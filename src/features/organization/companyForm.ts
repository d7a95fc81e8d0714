import { z } from '@/shared/zod';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { COMPANY_SIZES, type CompanySize } from '@/shared/domain/company';
import type { Company, CompanyBody } from './model';

/** Size labels of the select. */
export const SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1 a 10 personas',
  '11-50': '11 a 50 personas',
  '51-200': '51 a 200 personas',
  '201-500': '201 a 500 personas',
  '501-1000': '501 a 1000 personas',
  '1000+': 'Más de 1000 personas',
};

const text = (min: number, max: number, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .min(min, `Debe tener al menos ${min} caracteres`)
    .max(max, `Debe tener como máximo ${max} caracteres`);

/** The company form, mirroring the server's rules (`PATCH /company/{id}`). */
export const companySchema = z.object({
  name: text(2, 120, 'Ingresa el nombre de la empresa'),
  legalName: text(2, 160, 'Ingresa la razón social'),
  taxId: text(5, 30, 'Ingresa el identificador tributario'),
  industry: z.enum(JOB_CATEGORIES, { message: 'Elige una industria' }),
  size: z.enum(COMPANY_SIZES, { message: 'Elige el tamaño de la empresa' }),
  country: text(2, 80, 'Ingresa el país'),
  city: text(2, 80, 'Ingresa la ciudad'),
  website: z
    .string()
    .trim()
    .max(200, 'Debe tener como máximo 200 caracteres')
    .refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/.test(value), {
      message: 'Ingresa una URL válida (https://...)',
    }),
  description: z.string().trim().max(2000, 'Debe tener como máximo 2000 caracteres'),
});

export type CompanyFormValues = z.input<typeof companySchema>;
export type CompanyFormOutput = z.output<typeof companySchema>;
export const COMPANY_FIELDS = Object.keys(companySchema.shape) as (keyof CompanyFormValues)[];

export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name ?? '',
    legalName: company.legalName ?? '',
    taxId: company.taxId ?? '',
    industry: company.industry as CompanyFormValues['industry'],
    size: company.size as CompanyFormValues['size'],
    country: company.country ?? '',
    city: company.city ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
  };
}

/** The PATCH body: an empty website is "none". */
export function companyBody(values: CompanyFormOutput): CompanyBody {
  return { ...values, website: values.website || null };
}

/** The form field a server 409 is about (name or tax id), from its message. */
export function conflictField(message: string): keyof CompanyFormValues {
  return /tributario/i.test(message) ? 'taxId' : 'name';
}

/** The fields as the form labels them (what a conflict says changed). */
export const COMPANY_LABELS: Record<keyof CompanyFormValues, string> = {
  name: 'Nombre de la empresa',
  legalName: 'Razón social',
  taxId: 'Identificador tributario',
  industry: 'Industria',
  country: 'País',
  city: 'Ciudad',
  website: 'Sitio web',
  size: 'Tamaño',
  description: 'Descripción',
};
