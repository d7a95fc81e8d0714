import type { JobCategory, StaffRole } from '@/shared/domain';
import type { CompanySize } from '@/shared/domain/company';
import type { UserBase } from '@/shared/domain/user';

/** The company (docs/api.md, "Company"). */
export interface Company {
  id: string;
  name: string;
  legalName: string;
  taxId: string;
  industry: JobCategory | string;
  country: string;
  city: string;
  website: string | null;
  description: string;
  size: CompanySize | string;
  logoColor?: string;
  createdAt: string;
  date?: string;
  usersCount?: number;
  /** Grows on every write: sent back with an edit (docs/api.md "Concurrent edits"). */
  version: number;
}

/** What an admin may change (`PATCH /company/{id}`). */
export type CompanyBody = Partial<
  Pick<
    Company,
    | 'name'
    | 'legalName'
    | 'taxId'
    | 'industry'
    | 'country'
    | 'city'
    | 'website'
    | 'description'
    | 'size'
  >
> & { version?: number };

/** A member of the company (`GET /company/{id}/users`): a user with their main role. */
export interface CompanyMember extends UserBase {
  role: StaffRole;
  active: boolean;
  emailVerified?: boolean;
  createdAt: string;
}

export interface InviteBody {
  email: string;
  name: string;
  lastName: string;
  role: StaffRole;
}

export interface MemberChange {
  role?: StaffRole;
  active?: boolean;
  /** The version of the member the change is based on: 409 `version_conflict` if it moved. */
  version?: number;
}
