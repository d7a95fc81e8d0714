// @vitest-environment node
/**
 * The standalone server against the real Firebase Auth emulator (firebase-tools, as the
 * `live-emulator` e2e project starts it, here on free ports through a temporary
 * firebase.json): users created after the server started (a company's registration, a
 * member an admin adds) are written into the emulator, sign in there with an e-mail link
 * (the REST calls the real SDK makes) and reach the API with the emulator's token; a
 * deactivation disables the account there too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopProcess } from '@/test/process';
import { resetPersistenceForTests } from '../db/persistence';
import { createMockApp, type MockApp } from './app';
import { SAMPLE_MEMBER, SAMPLE_REGISTRATION } from './sample-accounts';

const ROOT = resolve(import.meta.dirname, '../../..');
const PROJECT = 'demo-talentia';
const API = 'http://127.0.0.1:8787/api/v1';
const ADMIN = 'andres.munoz@andesdigital.ejemplo.com';

let emulator: ChildProcess | undefined;
let configDir = '';
let url = '';
let app: MockApp;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

beforeAll(async () => {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  configDir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const host = '127.0.0.1';
  writeFileSync(
    join(configDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host, port: auth },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  emulator = spawn(
    process.execPath,
    [
      'node_modules/firebase-tools/lib/bin/firebase.js',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT,
      '--config',
      join(configDir, 'firebase.json'),
    ],
    { cwd: ROOT, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, stdio: 'pipe' },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) ready();
    };
    emulator!.stdout!.on('data', read);
    emulator!.stderr!.on('data', read);
    emulator!.once('exit', (code) => fail(new Error(`emulator exited (${code}):\n${output}`)));
  });
  url = `http://${host}:${auth}`;
  app = await createMockApp(
    { reset: true, preset: 'seed', firebaseAuthEmulator: { url, projectId: PROJECT } },
    null,
    () => {},
  );
}, 300_000);

afterAll(async () => {
  await app?.close();
  resetPersistenceForTests();
  await stopProcess(emulator);
  rmSync(configDir, { recursive: true, force: true });
}, 120_000);

const json = async (response: Response | null) => {
  expect(response).not.toBeNull();
  return { status: response!.status, body: (await response!.json()) as { data: never } };
};

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const request = new Request(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json(await app.handle(request));
}

async function mockToken(email: string): Promise<string> {
  const { body } = await json(
    await app.handle(
      new Request(`http://127.0.0.1:8787/__mock/token?email=${encodeURIComponent(email)}`),
    ),
  );
  return (body as { data: { token: string } }).data.token;
}

/** The emulator's REST calls of an e-mail link sign-in (what the SDK does); its id token. */
async function signInAtEmulator(email: string): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  await call('accounts:sendOobCode?key=demo-api-key', {
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl: 'http://127.0.0.1:4174/',
  });
  const { oobCodes } = (await (
    await fetch(`${url}/emulator/v1/projects/${PROJECT}/oobCodes`)
  ).json()) as { oobCodes: { email: string; oobCode: string }[] };
  const { oobCode } = oobCodes.filter((code) => code.email === email).pop()!;
  const signedIn = await call('accounts:signInWithEmailLink?key=demo-api-key', { email, oobCode });
  expect(signedIn.idToken, JSON.stringify(signedIn)).toEqual(expect.any(String));
  return signedIn.idToken as string;
}

async function emulatorAccount(email: string) {
  const response = await fetch(
    `${url}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const { users } = (await response.json()) as {
    users?: { localId: string; disabled?: boolean; customAttributes?: string }[];
  };
  return users?.[0];
}

describe('users created after the start, in the real Firebase Auth emulator', () => {
  it("a company's new administrator signs in at the emulator and reaches the API", async () => {
    const { email } = SAMPLE_REGISTRATION.admin;
    const registered = await api('POST', '/company/register', null, SAMPLE_REGISTRATION);
    expect(registered.status).toBe(201);

    const token = await signInAtEmulator(email);
    const me = await api('GET', '/user/details', token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email, roles: ['admin'] });
  });

  it('a member an admin adds signs in too, and is disabled there once deactivated', async () => {
    const admin = await mockToken(ADMIN);
    const { companyId } = (await api('GET', '/user/details', admin)).body.data as {
      companyId: string;
    };
    const { email } = SAMPLE_MEMBER;
    const added = await api('POST', `/company/${companyId}/users`, admin, SAMPLE_MEMBER);
    expect(added.status).toBe(201);
    const member = added.body.data as { id: string };
    expect(JSON.parse((await emulatorAccount(email))!.customAttributes!)).toMatchObject({
      app_user_id: member.id,
      roles: ['recruiter'],
      company_id: companyId,
    });
    const token = await signInAtEmulator(email);
    expect((await api('GET', '/user/details', token)).status).toBe(200);

    const deactivated = await api('PATCH', `/company/${companyId}/users/${member.id}`, admin, {
      active: false,
    });
    expect(deactivated.status).toBe(200);
    expect((await emulatorAccount(email))!.disabled).toBe(true);
  });
});
