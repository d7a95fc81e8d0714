/** Public face of the organization feature (the admin screens are in `./pages`). */
export { organizationApi, useGetCompanyProfileQuery } from './api';
export type { Company, CompanyMember } from './model';
