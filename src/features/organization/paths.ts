export const ADMIN_PATHS = {
  company: '/app/recruiter/admin/company',
  users: '/app/recruiter/admin/users',
} as const;
