import { createMockIdentityProvider, type MockIdentityProvider } from './provider';

export * from './provider';

let instance: MockIdentityProvider | null = null;

/** The mock identity provider of this page (shared by the app and the demo panel). */
export function mockIdentity(): MockIdentityProvider {
  instance ??= createMockIdentityProvider();
  return instance;
}
