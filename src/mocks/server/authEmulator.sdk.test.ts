// @vitest-environment node
/* eslint-disable no-restricted-imports -- a contract test: the mock server's emulator routes
   against the real Firebase SDK (the app reaches Firebase only through its identity adapter). */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
} from 'firebase/auth';
/* eslint-enable no-restricted-imports */
import type { AddressInfo } from 'node:net';
import { resetPersistenceForTests } from '../db/persistence';
import { verifyJwt } from '../shared/jwt';
import { createMockApp } from './app';
import { createNodeServer } from './node-server.mjs';

const VALENTINA = 'valentina.castro@andesdigital.ejemplo.com';

afterEach(() => resetPersistenceForTests());

it('lets the Firebase SDK sign in by e-mail link and call the product API with its token', async () => {
  // The app's pages (where the link leads) are on http://app.localhost.
  const mock = await createMockApp(
    { reset: false, preset: 'seed', appOrigins: ['http://app.localhost'] },
    null,
    () => {},
  );
  const server = createNodeServer(mock);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const firebase = initializeApp({ apiKey: 'test-api-key', projectId: 'demo-talentia' }, 'sdk');
  try {
    const auth = getAuth(firebase);
    connectAuthEmulator(auth, origin, { disableWarnings: true });

    await sendSignInLinkToEmail(auth, VALENTINA, {
      url: `http://app.localhost/auth/verify?email=${encodeURIComponent(VALENTINA)}`,
      handleCodeInApp: true,
    });
    const { oobCodes } = (await (
      await fetch(`${origin}/emulator/v1/projects/demo-talentia/oobCodes`)
    ).json()) as { oobCodes: { email: string; oobLink: string }[] };
    expect(oobCodes.map((code) => code.email)).toEqual([VALENTINA]);
    // The app receives the link's landing page (the action handler's redirect).
    const opened = await fetch(oobCodes[0]!.oobLink, { redirect: 'manual' });
    const link = opened.headers.get('location')!;
    expect(isSignInWithEmailLink(auth, link)).toBe(true);

    const { user } = await signInWithEmailLink(auth, VALENTINA, link);
    expect(user).toMatchObject({ email: VALENTINA, emailVerified: true, isAnonymous: false });
    const token = await user.getIdToken();
    expect(await verifyJwt(token)).toMatchObject({ email: VALENTINA, sub: user.uid });
    // A forced refresh goes through the token endpoint and gives a new, valid token.
    const refreshed = await user.getIdToken(true);
    expect((await verifyJwt(refreshed)).email).toBe(VALENTINA);

    const details = await fetch(`${origin}/api/v1/user/details`, {
      headers: { Authorization: `Bearer ${refreshed}` },
    });
    expect(details.status).toBe(200);
    expect(((await details.json()) as { data: { email: string } }).data.email).toBe(VALENTINA);
  } finally {
    await deleteApp(firebase);
    await new Promise((done) => server.close(done));
    await mock.close();
  }
});
