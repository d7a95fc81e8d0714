/** The bodies of the offer routes, and the refusals they share with the stage routes. */
import { z } from '../../shared/zod';
import { CATEGORIES, CURRENCIES, MODALITIES, OFFER_STATUSES, SENIORITIES } from '../../db';
import { unprocessable } from '../lib/errors';
import { versionInput } from '../lib/concurrency';
import { stageInput } from './stage-input';

const salaryInput = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    currency: z.enum(CURRENCIES),
  })
  .refine((s) => s.max >= s.min, {
    message: 'El máximo debe ser mayor o igual al mínimo',
    path: ['max'],
  });

const offerFields = {
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(5000),
  category: z.enum(CATEGORIES),
  city: z.string().trim().min(2).max(80),
  country: z.string().trim().min(2).max(80),
  modality: z.enum(MODALITIES),
  seniority: z.enum(SENIORITIES),
  requiredSkills: z.array(z.string().trim().min(1).max(50)).max(20),
  salary: salaryInput.nullable(),
};

export const createBody = z.object({
  ...offerFields,
  requiredSkills: offerFields.requiredSkills.optional(),
  salary: offerFields.salary.optional(),
  status: z.enum(['draft', 'published']).optional(),
  stages: z.array(stageInput).max(10).optional(),
});
export const patchBody = z
  .object(offerFields)
  .partial()
  .extend({ status: z.enum(OFFER_STATUSES).optional(), ...versionInput });

export const OFFER_CHANGED = 'Esta oferta cambió mientras la editabas';

export const publishWithoutStages = () =>
  unprocessable(
    { stages: 'Agrega al menos una etapa antes de publicar la oferta' },
    'La oferta no se puede publicar',
  );
