import { answer, envelope, optionalText, record, z } from '@/shared/contract';
import type { Company, CompanyMember } from './model';

/** The schemas of the company answers (docs/api.md "Company", "User"). */
const companySchema = record({
  id: z.string(),
  name: z.string(),
  website: optionalText,
  createdAt: z.string(),
  version: z.number().int(),
});

const memberSchema = record({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: optionalText,
  roles: z.array(z.string()),
  role: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});

export const companyAnswer = answer<{ data: Company }>(envelope(companySchema));
export const membersAnswer = answer<{ data: CompanyMember[]; total: number }>(
  record({ data: z.array(memberSchema), total: z.number() }),
);
export const memberAnswer = answer<{ data: CompanyMember }>(envelope(memberSchema));
