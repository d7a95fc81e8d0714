import { answer, envelope, optionalText, record, userSchema, z } from '@/shared/contract';
import type { Company, CompanyMember } from './model';

/** The schemas of the company answers (docs/api.md "Company", "User"). */
const companySchema = record({
  id: z.string(),
  name: z.string(),
  website: optionalText,
  createdAt: z.string(),
  version: z.number().int(),
});

/** A member: a user as the API answers it everywhere, with their main role and state. */
const memberSchema = userSchema.extend({ role: z.string(), active: z.boolean() });

export const companyAnswer = answer<{ data: Company }>(envelope(companySchema));
export const membersAnswer = answer<{ data: CompanyMember[]; total: number }>(
  record({ data: z.array(memberSchema), total: z.number() }),
);
export const memberAnswer = answer<{ data: CompanyMember }>(envelope(memberSchema));
