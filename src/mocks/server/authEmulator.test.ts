// @vitest-environment node
import { resetPersistenceForTests } from '../db/persistence';
import { verifyJwt } from '../shared/jwt';
import { createMockApp, parseServerArgs, type MockApp } from './app';

const BASE = 'http://127.0.0.1:8787';
const TOOLKIT = `${BASE}/identitytoolkit.googleapis.com/v1`;
const CAMILA = 'camila.rojas@ejemplo.com';
/** The app's origin (the server is started with it, `--app-origin`). */
const APP = 'http://app.localhost:4173';
const CONTINUE = `${APP}/auth/verify?email=camila.rojas%40ejemplo.com`;

let app: MockApp;

beforeEach(async () => {
  app = await createMockApp({ reset: false, preset: 'seed', appOrigins: [APP] }, null, () => {});
});
afterEach(async () => {
  await app.close();
  resetPersistenceForTests();
});

async function call(path: string, body?: unknown, init: RequestInit = {}) {
  const response = (await app.handle(
    new Request(path, {
      method: body === undefined ? 'GET' : 'POST',
      // As the SDK in one of the app's pages.
      headers: { 'Content-Type': 'application/json', 'X-Firebase-Locale': 'es', Origin: APP },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    }),
  ))!;
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const sendLink = (email: string, extra: object = {}) =>
  call(`${TOOLKIT}/accounts:sendOobCode?key=test-key`, {
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl: CONTINUE,
    canHandleCodeInApp: true,
    clientType: 'CLIENT_TYPE_WEB',
    ...extra,
  });

async function sentCodes() {
  const { body } = await call(`${BASE}/emulator/v1/projects/demo-talentia/oobCodes`);
  return (body as { oobCodes: { email: string; oobCode: string; oobLink: string }[] }).oobCodes;
}

describe('Firebase Auth emulator routes', () => {
  it('signs in by e-mail link with tokens the product API accepts, refreshes them', async () => {
    const sent = await sendLink('Camila.Rojas@ejemplo.com');
    expect(sent).toMatchObject({ status: 200, body: { email: CAMILA } });
    // CORS for the app's own pages only (their origin echoed).
    expect(sent.headers.get('access-control-allow-origin')).toBe(APP);

    const [code] = await sentCodes();
    expect(code).toMatchObject({ email: CAMILA, requestType: 'EMAIL_SIGNIN' });
    const link = new URL(code!.oobLink);
    expect(link.pathname).toBe('/emulator/action');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      mode: 'signIn',
      lang: 'es',
      oobCode: code!.oobCode,
      apiKey: 'test-key',
      continueUrl: CONTINUE,
    });

    // Opening the link goes back to the app with the code (Firebase's action handler does).
    const opened = (await app.handle(new Request(code!.oobLink)))!;
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://app.localhost:4173/auth/verify');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      email: CAMILA,
      apiKey: 'test-key',
      oobCode: code!.oobCode,
      mode: 'signIn',
      lang: 'es',
    });

    const signIn = await call(`${TOOLKIT}/accounts:signInWithEmailLink?key=test-key`, {
      email: CAMILA,
      oobCode: code!.oobCode,
    });
    expect(signIn.status).toBe(200);
    const { idToken, refreshToken, expiresIn, localId, email } = signIn.body as Record<
      string,
      string
    >;
    expect({ expiresIn, email, localId }).toMatchObject({ expiresIn: '3600', email: CAMILA });
    const claims = await verifyJwt(idToken!);
    expect(claims).toMatchObject({ email: CAMILA, roles: ['candidate'], sub: localId });
    expect(claims.exp - claims.iat).toBe(3600);

    // The token is the product API's: the candidate's own details answer.
    const details = (await app.handle(
      new Request(`${BASE}/api/v1/user/details`, {
        headers: { Authorization: `Bearer ${idToken}` },
      }),
    ))!;
    expect(details.status).toBe(200);
    expect(((await details.json()) as { data: { email: string } }).data.email).toBe(CAMILA);

    // A link works once; the list of sent codes no longer has it.
    expect(
      (
        await call(`${TOOLKIT}/accounts:signInWithEmailLink`, {
          email: CAMILA,
          oobCode: code!.oobCode,
        })
      ).body,
    ).toMatchObject({ error: { code: 400, message: 'INVALID_OOB_CODE' } });
    expect(await sentCodes()).toEqual([]);

    const lookup = await call(`${TOOLKIT}/accounts:lookup`, { idToken });
    expect(lookup.status).toBe(200);
    expect((lookup.body as { users: unknown[] }).users).toEqual([
      expect.objectContaining({
        localId,
        email: CAMILA,
        emailVerified: true,
        displayName: 'Camila Rojas',
        providerUserInfo: [expect.objectContaining({ providerId: 'password' })],
      }),
    ]);

    // The SDK refreshes with a form-encoded body and reads snake_case.
    const refreshed = await call(
      `${BASE}/securetoken.googleapis.com/v1/token?key=test-key`,
      undefined,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken! }),
      },
    );
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.body as Record<string, string>;
    expect(fresh).toMatchObject({
      refresh_token: refreshToken,
      expires_in: '3600',
      user_id: localId,
    });
    expect(await verifyJwt(fresh.access_token!)).toMatchObject({ email: CAMILA });
  });

  it("mints the recruiter's claims and refuses what Firebase refuses", async () => {
    await sendLink('valentina.castro@andesdigital.ejemplo.com');
    const [code] = await sentCodes();
    const { body } = await call(`${TOOLKIT}/accounts:signInWithEmailLink`, {
      email: 'valentina.castro@andesdigital.ejemplo.com',
      oobCode: code!.oobCode,
    });
    const claims = await verifyJwt((body as { idToken: string }).idToken);
    expect(claims.roles).toContain('recruiter');
    expect(claims.company_id).toBeTruthy();

    const error = async (response: Promise<{ body: unknown }>) =>
      ((await response).body as { error: { message: string } }).error.message;
    // Unknown address: as the mock provider (no account is created by a sign-in).
    expect(await error(sendLink('nadie@ejemplo.com'))).toBe('ADMIN_ONLY_OPERATION');
    expect(await error(sendLink('no es un correo'))).toBe('INVALID_EMAIL');
    expect(await error(sendLink(CAMILA, { canHandleCodeInApp: false }))).toMatch(/^ARGUMENT_ERROR/);
    expect(await error(sendLink(CAMILA, { requestType: 'PASSWORD_RESET' }))).toMatch(
      /^OPERATION_NOT_ALLOWED/,
    );
    // The address must be the link's; the code stays usable by the right one.
    await sendLink(CAMILA);
    const [camila] = await sentCodes();
    expect(
      await error(
        call(`${TOOLKIT}/accounts:signInWithEmailLink`, {
          email: 'mateo.fernandez@ejemplo.com',
          oobCode: camila!.oobCode,
        }),
      ),
    ).toMatch(/^INVALID_EMAIL : /);
    expect(
      (
        await call(`${TOOLKIT}/accounts:signInWithEmailLink`, {
          email: CAMILA,
          oobCode: camila!.oobCode,
        })
      ).status,
    ).toBe(200);
    expect(await error(call(`${TOOLKIT}/accounts:lookup`, { idToken: 'a.b.c' }))).toBe(
      'INVALID_ID_TOKEN',
    );
    expect(
      await error(
        call(`${BASE}/securetoken.googleapis.com/v1/token`, {
          grant_type: 'refresh_token',
          refresh_token: 'unknown',
        }),
      ),
    ).toBe('INVALID_REFRESH_TOKEN');
    expect((await call(`${TOOLKIT}/accounts:signUp`, {})).status).toBe(404);
    expect(
      (await app.handle(new Request(`${BASE}/emulator/action?mode=signIn&oobCode=x`)))!.status,
    ).toBe(400);

    // DELETE empties the list of sent codes, as the real emulator's.
    await sendLink(CAMILA);
    await app.handle(
      new Request(`${BASE}/emulator/v1/projects/demo-talentia/oobCodes`, { method: 'DELETE' }),
    );
    expect(await sentCodes()).toEqual([]);
  });

  it("answers the SDK's preflight with the headers it asks for", async () => {
    const preflight = (await app.handle(
      new Request(`${TOOLKIT}/accounts:lookup?key=k`, {
        method: 'OPTIONS',
        headers: {
          Origin: APP,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-client-version,x-firebase-locale',
        },
      }),
    ))!;
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-client-version,x-firebase-locale',
    );
  });
});

describe('Firebase Auth emulator routes: only the app and local tools (issue 29)', () => {
  /** Pages the server must refuse: another site, a page without origin, another local site. */
  const FOREIGN: [string, Record<string, string>][] = [
    ['another site', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['another local site', { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-site' }],
  ];

  /** One request per route that mints or reveals a credential, with `headers` added. */
  async function routes(headers: Record<string, string>) {
    await sendLink(CAMILA);
    const [code] = await sentCodes();
    const signedIn = await call(`${TOOLKIT}/accounts:signInWithEmailLink`, {
      email: CAMILA,
      oobCode: (await sendLink(CAMILA), (await sentCodes()).at(-1)!.oobCode),
    });
    const { idToken, refreshToken } = signedIn.body as Record<string, string>;
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return {
      'POST accounts:sendOobCode': new Request(
        `${TOOLKIT}/accounts:sendOobCode?key=k`,
        json({
          requestType: 'EMAIL_SIGNIN',
          email: CAMILA,
          continueUrl: CONTINUE,
          canHandleCodeInApp: true,
        }),
      ),
      'GET oobCodes': new Request(`${BASE}/emulator/v1/projects/demo-talentia/oobCodes`, {
        headers,
      }),
      'GET emulator/action (the link)': new Request(code!.oobLink, { headers }),
      'POST accounts:signInWithEmailLink': new Request(
        `${TOOLKIT}/accounts:signInWithEmailLink?key=k`,
        json({ email: CAMILA, oobCode: code!.oobCode }),
      ),
      'POST accounts:lookup': new Request(`${TOOLKIT}/accounts:lookup?key=k`, json({ idToken })),
      'POST securetoken token': new Request(
        `${BASE}/securetoken.googleapis.com/v1/token?key=k`,
        json({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      ),
      'OPTIONS preflight': new Request(`${TOOLKIT}/accounts:sendOobCode?key=k`, {
        method: 'OPTIONS',
        headers: { ...headers, 'Access-Control-Request-Method': 'POST' },
      }),
      'DELETE oobCodes': new Request(`${BASE}/emulator/v1/projects/demo-talentia/oobCodes`, {
        method: 'DELETE',
        headers,
      }),
    };
  }

  it.each(FOREIGN)(
    'refuses every credential route to a page of %s (403, no CORS)',
    async (_, headers) => {
      for (const [name, request] of Object.entries(await routes(headers))) {
        const answer = (await app.handle(request))!;
        expect(answer.status, name).toBe(403);
        expect(answer.headers.get('access-control-allow-origin'), name).toBeNull();
        expect(answer.headers.get('location'), name).toBeNull();
        const body = (await answer.json()) as { error: { message: string } };
        expect(body.error.message, name).toMatch(/^PERMISSION_DENIED : /);
      }
      // Nothing was done for the refused page: no code sent, the list not emptied, the code
      // still usable by the app.
      const codes = await sentCodes();
      expect(codes).toHaveLength(1);
      expect(
        (
          await call(`${TOOLKIT}/accounts:signInWithEmailLink`, {
            email: CAMILA,
            oobCode: codes[0]!.oobCode,
          })
        ).status,
      ).toBe(200);
    },
  );

  it("answers the app's pages and local tools (no Origin) on every route", async () => {
    const pages: Record<string, string>[] = [{ Origin: APP, 'Sec-Fetch-Site': 'cross-site' }, {}];
    for (const headers of pages) {
      for (const [name, request] of Object.entries(await routes(headers))) {
        const answer = (await app.handle(request))!;
        expect(answer.status, name).toBeLessThan(400);
        expect(answer.headers.get('access-control-allow-origin'), name).toBe(
          'Origin' in headers ? APP : null,
        );
      }
    }
  });

  it("closes the issue's path from another site to an admin's token", async () => {
    const evil = { Origin: 'https://evil.example' };
    const admin = 'andres.munoz@andesdigital.ejemplo.com';
    const step = async (request: Request) => (await app.handle(request))!.status;
    expect(
      await step(
        new Request(`${TOOLKIT}/accounts:sendOobCode?key=k`, {
          method: 'POST',
          headers: { ...evil, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            requestType: 'EMAIL_SIGNIN',
            email: admin,
            continueUrl: 'https://evil.example/',
            canHandleCodeInApp: true,
          }),
        }),
      ),
    ).toBe(403);
    // Even with a link the admin asked for, the page can neither list it nor use it.
    await sendLink(admin);
    const [code] = await sentCodes();
    expect(
      await step(
        new Request(`${BASE}/emulator/v1/projects/demo-talentia/oobCodes`, { headers: evil }),
      ),
    ).toBe(403);
    expect(
      await step(
        new Request(`${TOOLKIT}/accounts:signInWithEmailLink?key=k`, {
          method: 'POST',
          headers: { ...evil, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: admin, oobCode: code!.oobCode }),
        }),
      ),
    ).toBe(403);
  });

  it("sends links that lead only to the app's origins (continueUrl)", async () => {
    const error = async (continueUrl: string) => {
      const answer = await sendLink(CAMILA, { continueUrl });
      return {
        status: answer.status,
        message: (answer.body as { error?: { message: string } }).error?.message,
      };
    };
    for (const offSite of [
      'https://evil.example/auth/verify',
      'http://app.localhost:9999/auth/verify',
      'https://app.localhost:4173/auth/verify',
      'http://127.0.0.1:8787/__mock/token?email=x',
      'javascript:alert(1)',
    ]) {
      expect(await error(offSite), offSite).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^UNAUTHORIZED_DOMAIN : /),
      });
    }
    expect(await error('no es una URL')).toMatchObject({
      status: 400,
      message: 'INVALID_CONTINUE_URI',
    });
    expect(await sentCodes()).toEqual([]);

    // The default list is the local app (Vite's dev server and preview).
    const local = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    const send = (continueUrl: string) =>
      local.handle(
        new Request(`${TOOLKIT}/accounts:sendOobCode?key=k`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            requestType: 'EMAIL_SIGNIN',
            email: CAMILA,
            continueUrl,
            canHandleCodeInApp: true,
          }),
        }),
      );
    expect((await send('http://localhost:5173/auth/verify'))!.status).toBe(200);
    expect((await send('http://127.0.0.1:4173/auth/verify'))!.status).toBe(200);
    expect((await send(CONTINUE))!.status).toBe(400);
  });
});

describe('standalone server options: the app origins', () => {
  it('defaults to the local app, reads --app-origin and the environment, refuses paths', () => {
    expect(parseServerArgs([]).appOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'http://127.0.0.1:4173',
    ]);
    expect(
      parseServerArgs([
        '--app-origin',
        'http://Live.localhost:4303/',
        '--app-origin=https://qa.test',
      ]).appOrigins,
    ).toEqual(['http://live.localhost:4303', 'https://qa.test']);
    expect(
      parseServerArgs([], { MOCK_SERVER_APP_ORIGINS: 'http://a.test:1,http://b.test:2' })
        .appOrigins,
    ).toEqual(['http://a.test:1', 'http://b.test:2']);
    expect(() => parseServerArgs(['--app-origin', 'http://a.test/app'])).toThrow('Origen inválido');
    expect(() => parseServerArgs(['--app-origin', 'file:///tmp'])).toThrow('Origen inválido');
  });
});
