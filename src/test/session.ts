/** Store state for screen tests: a session as the identity feature leaves it. */
export function signedInState(
  roles: string[],
  appUserId = 'u1',
  email = 'x@ejemplo.com',
  companyId: string | null = null,
) {
  return {
    session: {
      status: 'signedIn',
      validation: 'valid',
      user: { uid: 'idp', email, emailVerified: true, displayName: null },
      claims: { appUserId, roles, companyId, email, name: null },
    },
  } as never;
}

export const signedOutState = {
  session: { status: 'signedOut', validation: 'idle', user: null, claims: null },
} as never;
