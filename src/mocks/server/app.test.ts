// @vitest-environment node
import { apiReferenceConfigurationWithSourceSchema } from '@scalar/types/api-reference';
import { resetPersistenceForTests } from '../db/persistence';
import { createMockApp, DEFAULT_PORT, parseServerArgs, type TextStorage } from './app';
import { REFERENCE_CONFIGURATION } from './reference';

describe('standalone server options', () => {
  it('reads flags and environment', () => {
    expect(parseServerArgs([])).toEqual({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      dataFile: '.mock-server/db.json',
      reset: false,
      preset: 'seed',
      allowedHosts: [],
      appOrigins: [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ],
      firebaseAuthEmulator: null,
    });
    expect(
      parseServerArgs(['--allow-host', 'Lan.Local', '--allow-host=10.0.0.2'], {
        MOCK_SERVER_ALLOWED_HOSTS: 'a.test,b.test',
      }).allowedHosts,
    ).toEqual(['lan.local', '10.0.0.2', 'a.test', 'b.test']);
    expect(parseServerArgs(['--port', '9000', '--reset'])).toMatchObject({
      port: 9000,
      reset: true,
    });
    expect(parseServerArgs(['--preset=large'])).toMatchObject({ preset: 'large', reset: true });
    expect(
      parseServerArgs([], { MOCK_SERVER_PORT: '7000', MOCK_SERVER_DATA: '/tmp/x.json' }),
    ).toMatchObject({ port: 7000, dataFile: '/tmp/x.json' });
    expect(() => parseServerArgs(['--port', 'abc'])).toThrow('Puerto inválido');
    expect(() => parseServerArgs(['--nope'])).toThrow('Opción desconocida');
  });
});

describe('standalone server app', () => {
  afterEach(() => resetPersistenceForTests());

  it('answers the API with the same rules, persists to its file and resets on demand', async () => {
    const file: { text: string | null } = { text: null };
    const storage: TextStorage = {
      read: async () => file.text,
      write: async (text) => void (file.text = text),
    };
    const app = await createMockApp({ reset: false, preset: 'seed' }, storage, () => {});
    expect(app.describe()).toContain('150 ofertas');
    expect(JSON.parse(file.text!)).toMatchObject({ kind: 'pristine' });

    const unauthorized = await app.handle(new Request('http://127.0.0.1:8787/api/v1/user/details'));
    expect(unauthorized!.status).toBe(401);
    expect(unauthorized!.headers.get('access-control-allow-origin')).toBe('*');

    const token = await app.handle(
      new Request('http://127.0.0.1:8787/__mock/token?email=mateo.fernandez@ejemplo.com'),
    );
    const { data } = (await token!.json()) as { data: { token: string } };
    const headers = { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' };
    const profile = await app.handle(
      new Request('http://127.0.0.1:8787/api/v1/candidates/profile', {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ headline: 'Desde curl' }),
      }),
    );
    expect(profile!.status).toBe(200);
    await app.close();
    expect(file.text).toContain('Desde curl');

    // A new process over the same file keeps the change; --reset brings the seed back.
    resetPersistenceForTests();
    const again = await createMockApp({ reset: false, preset: 'seed' }, storage, () => {});
    const details = await again.handle(
      new Request('http://127.0.0.1:8787/api/v1/user/details', { headers }),
    );
    expect(((await details!.json()) as { data: { headline: string } }).data.headline).toBe(
      'Desde curl',
    );
    resetPersistenceForTests();
    const reset = await createMockApp({ reset: true, preset: 'seed' }, storage, () => {});
    const fresh = await reset.handle(
      new Request('http://127.0.0.1:8787/api/v1/user/details', { headers }),
    );
    expect(
      ((await fresh!.json()) as { data: { headline: string | null } }).data.headline,
    ).toBeNull();
    expect(
      (await reset.handle(new Request('http://127.0.0.1:8787/api/v1/cv', { method: 'OPTIONS' })))!
        .status,
    ).toBe(204);
    expect(
      (await reset.handle(
        new Request('http://127.0.0.1:8787/__mock/token?email=fantasma@ejemplo.com'),
      ))!.status,
    ).toBe(404);
  });

  it('drops the connection (null) when the offline control is on', async () => {
    const app = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    await app.handle(
      new Request('http://127.0.0.1/__mock/network', {
        method: 'PUT',
        body: JSON.stringify({ offline: true }),
      }),
    );
    expect(await app.handle(new Request('http://127.0.0.1/api/v1/user/details'))).toBeNull();
    await app.handle(
      new Request('http://127.0.0.1/__mock/network', {
        method: 'PUT',
        body: JSON.stringify({ offline: false }),
      }),
    );
    expect((await app.handle(new Request('http://127.0.0.1/api/v1/user/details')))!.status).toBe(
      401,
    );
  });

  it('answers the next call with an index.html page when PUT /__mock/network forces "html"', async () => {
    const app = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    const put = await app.handle(
      new Request('http://127.0.0.1/__mock/network', {
        method: 'PUT',
        body: JSON.stringify({ forceNext: 'html', forceNextOn: 'GET' }),
      }),
    );
    expect((await put!.json()).data).toMatchObject({ forceNext: 'html', forceNextOn: 'GET' });
    const forced = (await app.handle(new Request('http://127.0.0.1/api/v1/user/details')))!;
    expect(forced.status).toBe(200);
    expect(forced.headers.get('content-type')).toMatch(/^text\/html/);
    expect(forced.headers.get('cache-control')).toBe('no-store');
    expect(await forced.text()).toMatch(/^<!doctype html>/);
    // Applied once; an unknown value is refused by the same sanitising as the panel's.
    expect((await app.handle(new Request('http://127.0.0.1/api/v1/user/details')))!.status).toBe(
      401,
    );
    // An unknown value is refused (422), not turned into null (issue 29.6).
    const refused = await app.handle(
      new Request('http://127.0.0.1/__mock/network', {
        method: 'PUT',
        body: JSON.stringify({ forceNext: '<html>' }),
      }),
    );
    expect(refused!.status).toBe(422);
  });

  it('refuses bad network values with 422 and the allowed ranges, never clamping (issue 29.6)', async () => {
    const app = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    const put = (body: string) =>
      app.handle(new Request('http://127.0.0.1/__mock/network', { method: 'PUT', body }));
    expect((await put(JSON.stringify({ latencyMs: 200 })))!.status).toBe(200);
    const refused = (await put(JSON.stringify({ latencyMs: 999_999, errorRatePercent: -3 })))!;
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'Valores no permitidos para los controles de red',
      error: 'validation_error',
      details: {
        latencyMs: 'Debe ser un número entero entre 0 y 30000 (ms)',
        errorRatePercent: 'Debe ser un número entero entre 0 y 100',
      },
      allowed: {
        latencyMs: { min: 0, max: 30000 },
        errorRatePercent: { min: 0, max: 100 },
        offline: [true, false],
        forceNext: [401, 500, 'html', null],
        forceNextOn: ['any', 'GET', 'write'],
      },
    });
    expect((await put(JSON.stringify({ offline: 1 })))!.status).toBe(422);
    expect((await put(JSON.stringify({ nope: true })))!.status).toBe(422);
    expect((await put('{no es json'))!.status).toBe(400);
    // Nothing of the refused changes was applied.
    const now = await app.handle(new Request('http://127.0.0.1/__mock/network'));
    expect((await now!.json()).data).toMatchObject({
      latencyMs: 200,
      errorRatePercent: 0,
      offline: false,
    });
    await put(JSON.stringify({ latencyMs: 0 }));
  });
});

describe('the API reference', () => {
  afterEach(() => resetPersistenceForTests());

  it('serves the OpenAPI document and a page that renders it with the bundled renderer', async () => {
    const app = await createMockApp(
      {
        reset: false,
        preset: 'seed',
        apiVersion: '9.9.9',
        loadReferenceScript: async () => 'window.Scalar = {};',
      },
      null,
      () => {},
    );
    const spec = await app.handle(new Request('http://127.0.0.1:8787/api/v1/openapi.json'));
    expect(spec!.status).toBe(200);
    expect(spec!.headers.get('content-type')).toContain('application/json');
    const document = (await spec!.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('9.9.9');
    expect(document.paths['/job-offers/{id}/apply']).toBeDefined();

    const page = await app.handle(new Request('http://127.0.0.1:8787/__docs'));
    expect(page!.status).toBe(200);
    const html = await page!.text();
    expect(html).toContain('<script src="/__docs/scalar.js">');
    expect(html).toContain('"url":"/api/v1/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//); // no CDN

    const script = await app.handle(new Request('http://127.0.0.1:8787/__docs/scalar.js'));
    expect(script!.headers.get('content-type')).toContain('text/javascript');
    expect(await script!.text()).toBe('window.Scalar = {};');

    const write = await app.handle(
      new Request('http://127.0.0.1:8787/api/v1/openapi.json', { method: 'POST' }),
    );
    expect(write!.status).toBe(405);
    await app.close();
  });

  it('serves docs/openapi.json, with its examples, when the entry point reads it', async () => {
    const file = '{"openapi":"3.1.0","paths":{},"x-from":"docs/openapi.json"}';
    const app = await createMockApp(
      { reset: false, preset: 'seed', loadReferenceDocument: async () => file },
      null,
      () => {},
    );
    const spec = await app.handle(new Request('http://127.0.0.1:8787/api/v1/openapi.json'));
    expect(await spec!.text()).toBe(file);
    await app.close();
  });

  it('configures Scalar as a local reference: no AI agent, no upsell, no remote service', async () => {
    // Scalar's own schema of its options: a misspelt option would be dropped, a wrong value
    // replaced by its default (which, on localhost, shows the agent and the toolbar).
    const parsed = apiReferenceConfigurationWithSourceSchema.parse(REFERENCE_CONFIGURATION);
    for (const [name, value] of Object.entries(REFERENCE_CONFIGURATION))
      expect(parsed[name as keyof typeof parsed], name).toEqual(value);
    expect(REFERENCE_CONFIGURATION).toMatchObject({
      agent: { disabled: true },
      showDeveloperTools: 'never',
      hideClientButton: true,
      proxyUrl: '',
      telemetry: false,
      withDefaultFonts: false,
    });
    const app = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    const html = await (await app.handle(new Request('http://127.0.0.1:8787/__docs')))!.text();
    expect(html).toContain(JSON.stringify(REFERENCE_CONFIGURATION));
    expect(html).not.toMatch(/https?:\/\//);
    await app.close();
  });

  it('says so when the renderer is not installed', async () => {
    const app = await createMockApp({ reset: false, preset: 'seed' }, null, () => {});
    const script = await app.handle(new Request('http://127.0.0.1:8787/__docs/scalar.js'));
    expect(script!.status).toBe(404);
    await app.close();
  });
});
