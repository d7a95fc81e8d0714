import { answer, companySchema, envelope, memberSchema, membersPage } from '@/shared/contract';
import type { Company, CompanyMember } from './model';

/** The schemas of the company answers (docs/api.md "Company", "User"). */
export const companyAnswer = answer<{ data: Company }>(envelope(companySchema));
/** `GET /company/{id}/users`: a page of members (the screen reads the rows and the total). */
export const membersAnswer = answer<{ data: CompanyMember[]; total: number }>(membersPage);
export const memberAnswer = answer<{ data: CompanyMember }>(envelope(memberSchema));
