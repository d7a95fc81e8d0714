/** Roles (product spec §6): the first of the token's `roles` is the main role. */
export type AppView = 'candidate' | 'recruiter';

export const ROLE_HOME: Record<AppView, string> = {
  candidate: '/app/feed',
  recruiter: '/app/recruiter/dashboard',
};

export function mainRole(roles: readonly string[] | null | undefined): string | null {
  return roles?.[0] ?? null;
}

/** Admin counts as recruiter. */
export function isRecruiterRole(role: string | null): boolean {
  return role === 'recruiter' || role === 'admin';
}

export function isAdminRole(role: string | null): boolean {
  return role === 'admin';
}

/** Recruiter or admin get the recruiter view; everyone else the candidate view. */
export function viewFor(roles: readonly string[] | null | undefined): AppView {
  return isRecruiterRole(mainRole(roles)) ? 'recruiter' : 'candidate';
}

export function homePathFor(roles: readonly string[] | null | undefined): string {
  return ROLE_HOME[viewFor(roles)];
}
