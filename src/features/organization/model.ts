import type { JobCategory } from '@/shared/domain/categories';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

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
>;

export type StaffRole = 'admin' | 'recruiter';

/** A member of the company (`GET /company/{id}/users`): a user with their main role. */
export interface CompanyMember {
  id: string;
  name: string;
  lastName: string;
  fullName?: string;
  email: string;
  avatar: string | null;
  roles: string[];
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
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrador',
  recruiter: 'Reclutador',
};
