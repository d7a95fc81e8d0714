// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initDatabase, resetDatabase } from '../db';
import { resetPersistenceForTests } from '../db/persistence';
import * as seed from '../db/seed';
import { acceptFirebaseEmulatorTokens, verifyJwt } from '../shared/jwt';
import { connectFirebaseEmulator, disconnectFirebaseEmulator } from './firebaseEmulator';
import { parseServerArgs } from './options';

const PROJECT = 'demo-talentia';
const NOW = Date.UTC(2026, 10, 27, 12);

/** An id token as the Firebase Auth emulator writes it: `alg: "none"`, no signature. */
function emulatorToken(claims: Record<string, unknown>, signature = ''): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(NOW / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    app_user_id: 'u1',
    roles: ['candidate'],
    company_id: null,
    email: 'camila.rojas@ejemplo.com',
    email_verified: true,
    sub: 'mock-u1',
    user_id: 'mock-u1',
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    iat,
    exp: iat + 3600,
    ...claims,
  })}.${signature}`;
}

afterEach(() => {
  disconnectFirebaseEmulator();
  resetPersistenceForTests();
});

describe('--firebase-auth-emulator', () => {
  it('takes an http origin and a demo- project (demo-talentia unless told)', () => {
    expect(
      parseServerArgs(['--firebase-auth-emulator', 'http://127.0.0.1:9099']).firebaseAuthEmulator,
    ).toEqual({ url: 'http://127.0.0.1:9099', projectId: PROJECT });
    expect(
      parseServerArgs([
        '--firebase-auth-emulator=http://localhost:9099/',
        '--firebase-project=demo-otro',
      ]).firebaseAuthEmulator,
    ).toEqual({ url: 'http://localhost:9099', projectId: 'demo-otro' });
    expect(() =>
      parseServerArgs([
        '--firebase-auth-emulator',
        'http://127.0.0.1:9099',
        '--firebase-project',
        'talentia-prod',
      ]),
    ).toThrow('debe empezar por demo-');
    expect(() => parseServerArgs(['--firebase-auth-emulator', '127.0.0.1:9099'])).toThrow(
      'Emulador de Firebase Auth inválido',
    );
    expect(() => parseServerArgs(['--firebase-project', PROJECT])).toThrow(
      'solo se usa con --firebase-auth-emulator',
    );
  });
});

describe("the emulator's tokens", () => {
  it('are refused unless the server was started for the emulator', async () => {
    await expect(verifyJwt(emulatorToken({}), NOW)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it("are accepted for the emulator's project only, unsigned, unexpired, with the product claims", async () => {
    acceptFirebaseEmulatorTokens(PROJECT);
    await expect(verifyJwt(emulatorToken({}), NOW)).resolves.toMatchObject({
      app_user_id: 'u1',
      roles: ['candidate'],
      email: 'camila.rojas@ejemplo.com',
    });
    const refused = async (token: string) =>
      ((await verifyJwt(token, NOW).catch((error: unknown) => error)) as { reason?: string })
        .reason;
    expect(await refused(emulatorToken({ aud: 'demo-otro' }))).toBe('signature');
    expect(await refused(emulatorToken({ iss: 'https://securetoken.google.com/demo-otro' }))).toBe(
      'signature',
    );
    expect(await refused(emulatorToken({}, 'c2lnbmF0dXJl'))).toBe('signature');
    expect(await refused(emulatorToken({ exp: Math.floor(NOW / 1000) - 1 }))).toBe('expired');
    // A user the server did not give the product claims (signed up at the emulator).
    expect(await refused(emulatorToken({ app_user_id: undefined }))).toBe('malformed');

    disconnectFirebaseEmulator();
    expect(await refused(emulatorToken({}))).toBe('malformed');
  });
});

describe('connectFirebaseEmulator', () => {
  async function fakeEmulator(answer: (body: unknown) => [number, unknown]) {
    const requests: { url: string; authorization?: string; body: unknown }[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(text) as unknown;
        requests.push({ url: request.url!, authorization: request.headers.authorization, body });
        const [status, json] = answer(body);
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, requests, close: () => new Promise((done) => server.close(done)) };
  }

  beforeEach(async () => {
    await initDatabase({ adapter: null, seed });
    await resetDatabase('seed');
  });

  it("writes every product user with the product claims as custom claims, then accepts the emulator's tokens", async () => {
    const emulator = await fakeEmulator(() => [
      200,
      { kind: 'identitytoolkit#UploadAccountResponse', error: [] },
    ]);
    try {
      const { accounts: count } = await connectFirebaseEmulator({
        url: emulator.url,
        projectId: PROJECT,
      });
      expect(count).toBeGreaterThan(4);
      expect(emulator.requests).toHaveLength(1);
      const [request] = emulator.requests;
      expect(request!.url).toBe(
        `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchCreate`,
      );
      expect(request!.authorization).toBe('Bearer owner');
      const { users, allowOverwrite } = request!.body as {
        users: { email: string; localId: string; customAttributes: string }[];
        allowOverwrite: boolean;
      };
      expect(allowOverwrite).toBe(true);
      expect(users).toHaveLength(count);
      const valentina = users.find((u) => u.email === 'valentina.castro@andesdigital.ejemplo.com');
      expect(JSON.parse(valentina!.customAttributes)).toMatchObject({
        roles: ['recruiter'],
        company_id: expect.any(String),
        app_user_id: valentina!.localId.replace(/^mock-/, ''),
      });
      await expect(verifyJwt(emulatorToken({}), NOW)).resolves.toBeTruthy();
    } finally {
      await emulator.close();
    }
  });

  it('fails with the reason when the emulator refuses an account or does not answer', async () => {
    const emulator = await fakeEmulator(() => [
      200,
      { error: [{ index: 0, message: 'INVALID_CLAIMS' }] },
    ]);
    try {
      await expect(
        connectFirebaseEmulator({ url: emulator.url, projectId: PROJECT }),
      ).rejects.toThrow('rechazó las cuentas (200): INVALID_CLAIMS');
    } finally {
      await emulator.close();
    }
    await expect(
      connectFirebaseEmulator({ url: emulator.url, projectId: PROJECT }),
    ).rejects.toThrow(`El emulador de Firebase Auth no responde en ${emulator.url}`);
    await expect(verifyJwt(emulatorToken({}), NOW)).rejects.toMatchObject({ reason: 'malformed' });
  });
});
