import { call, tokenFor } from '../handlers/test-utils';
import {
  consumeForcedStatus,
  getNetworkSettings,
  NetworkSettingsError,
  NETWORK_STORAGE_KEY,
  reloadNetworkSettings,
  resetNetworkSettings,
  sanitizeNetworkSettings,
  updateNetworkSettings,
} from './state';

afterEach(() => resetNetworkSettings());

describe('QA network controls on the real handler path', () => {
  it('forces the next call (only) to 401 or 500', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ forceNext: 401 });
    const forced = await call('GET', '/user/details', { token });
    expect(forced.status).toBe(401);
    expect(forced.body.message).toMatch(/^Token inválido o expirado/);
    expect((await call('GET', '/user/details', { token })).status).toBe(200);
    updateNetworkSettings({ forceNext: 500 });
    expect((await call('GET', '/cv/', { token })).status).toBe(500);
    expect((await call('GET', '/cv/', { token })).status).toBe(200);
  });

  it('forces a 500 on the next write only: queries (a poll) pass, the next write fails once', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ forceNext: 500, forceNextOn: 'write' });
    expect((await call('GET', '/notifications/', { token })).status).toBe(200);
    expect(getNetworkSettings()).toMatchObject({ forceNext: 500, forceNextOn: 'write' });
    expect((await call('PUT', '/notifications/read-all/', { token })).status).toBe(500);
    expect(getNetworkSettings()).toMatchObject({ forceNext: null, forceNextOn: 'any' });
    expect((await call('PUT', '/notifications/read-all/', { token })).status).toBe(200);
    expect(sanitizeNetworkSettings({ forceNext: 500, forceNextOn: 'write' }).forceNextOn).toBe(
      'write',
    );
    expect(sanitizeNetworkSettings({ forceNext: 500, forceNextOn: 'POST' }).forceNextOn).toBe(
      'any',
    );
  });

  it('forces a 500 on the next query only: other calls pass, the next GET fails once', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ forceNext: 500, forceNextOn: 'GET' });
    expect((await call('PUT', '/notifications/read-all/', { token })).status).toBe(200);
    expect(getNetworkSettings().forceNext).toBe(500);
    expect((await call('GET', '/cv/', { token })).status).toBe(500);
    expect(getNetworkSettings()).toMatchObject({ forceNext: null, forceNextOn: 'any' });
    expect((await call('GET', '/cv/', { token })).status).toBe(200);
  });

  it('answers the next call like a misconfigured proxy: 200, text/html, an index.html page', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ forceNext: 'html' });
    const forced = await call('GET', '/user/details', { token });
    expect(forced.status).toBe(200);
    expect(forced.headers.get('content-type')).toMatch(/^text\/html/);
    expect(forced.body).toMatch(/^<!doctype html>/);
    expect(forced.body).toContain('<div id="root"></div>');
    expect(getNetworkSettings().forceNext).toBeNull();
    const next = await call('GET', '/user/details', { token });
    expect(next.headers.get('content-type')).toMatch(/json/);
    expect(next.body.data.email).toBe('camila.rojas@ejemplo.com');
  });

  it('answers HTML on the next query only: a write passes, the next GET gets the page', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ forceNext: 'html', forceNextOn: 'GET' });
    const write = await call('PUT', '/notifications/read-all/', { token });
    expect(write.status).toBe(200);
    expect(write.headers.get('content-type')).toMatch(/json/);
    expect(getNetworkSettings()).toMatchObject({ forceNext: 'html', forceNextOn: 'GET' });
    const forced = await call('GET', '/cv/', { token });
    expect(forced.headers.get('content-type')).toMatch(/^text\/html/);
    expect(getNetworkSettings()).toMatchObject({ forceNext: null, forceNextOn: 'any' });
    expect((await call('GET', '/cv/', { token })).headers.get('content-type')).toMatch(/json/);
  });

  it('fails every call as a network error when offline', async () => {
    updateNetworkSettings({ offline: true });
    await expect(fetch('http://localhost:3000/api/v1/user/details')).rejects.toThrow();
  });

  it('answers 500 at a 100 % error rate, and adds latency', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ errorRatePercent: 100 });
    expect((await call('GET', '/user/details', { token })).status).toBe(500);
    updateNetworkSettings({ errorRatePercent: 0, latencyMs: 150 });
    const started = performance.now();
    expect((await call('GET', '/user/details', { token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('persists the settings in localStorage and sanitises what it reads', () => {
    updateNetworkSettings({ latencyMs: 800, forceNext: 500 });
    expect(JSON.parse(localStorage.getItem(NETWORK_STORAGE_KEY)!)).toMatchObject({
      latencyMs: 800,
      forceNext: 500,
    });
    localStorage.setItem(
      NETWORK_STORAGE_KEY,
      JSON.stringify({ latencyMs: -5, errorRatePercent: 400, offline: 'yes', forceNext: 404 }),
    );
    reloadNetworkSettings();
    expect(getNetworkSettings()).toEqual({
      latencyMs: 0,
      errorRatePercent: 100,
      offline: false,
      forceNext: null,
      forceNextOn: 'any',
    });
    expect(consumeForcedStatus()).toBeNull();
    for (const forceNext of ['HTML', 'text/html', 200, true, '500'])
      expect(sanitizeNetworkSettings({ forceNext }).forceNext).toBeNull();
    expect(sanitizeNetworkSettings({ forceNext: 'html' }).forceNext).toBe('html');
    expect(sanitizeNetworkSettings(null)).toEqual({
      latencyMs: 0,
      errorRatePercent: 0,
      offline: false,
      forceNext: null,
      forceNextOn: 'any',
    });
  });
});

describe('QA network controls refuse bad values (issue 29.6)', () => {
  it('refuses values out of range and unknown fields, never clamping, and changes nothing', () => {
    updateNetworkSettings({ latencyMs: 300, errorRatePercent: 10 });
    const refusal = (patch: unknown) => {
      try {
        updateNetworkSettings(patch as never);
      } catch (error) {
        expect(error).toBeInstanceOf(NetworkSettingsError);
        return (error as NetworkSettingsError).details;
      }
      throw new Error(`accepted ${JSON.stringify(patch)}`);
    };
    expect(refusal({ latencyMs: 50_000 })).toEqual({
      latencyMs: 'Debe ser un número entero entre 0 y 30000 (ms)',
    });
    expect(refusal({ latencyMs: -1, errorRatePercent: 150 })).toEqual({
      latencyMs: 'Debe ser un número entero entre 0 y 30000 (ms)',
      errorRatePercent: 'Debe ser un número entero entre 0 y 100',
    });
    expect(refusal({ latencyMs: 12.5 })).toHaveProperty('latencyMs');
    expect(refusal({ latencyMs: '500' })).toHaveProperty('latencyMs');
    expect(refusal({ errorRatePercent: Number.NaN })).toHaveProperty('errorRatePercent');
    expect(refusal({ offline: 'yes' })).toEqual({ offline: 'Debe ser true o false' });
    expect(refusal({ forceNext: 404 })).toEqual({ forceNext: 'Debe ser 401, 500, "html" o null' });
    expect(refusal({ forceNextOn: 'POST' })).toEqual({
      forceNextOn: 'Debe ser "any", "GET" o "write"',
    });
    expect(refusal({ latency: 500 })).toEqual({
      latency:
        'Campo desconocido (campos: latencyMs, errorRatePercent, offline, forceNext, forceNextOn)',
    });
    expect(refusal(null)).toHaveProperty('_');
    // A refused change is refused whole: its valid part is not applied either.
    expect(refusal({ offline: true, latencyMs: 40_000 })).toHaveProperty('latencyMs');
    expect(getNetworkSettings()).toMatchObject({
      latencyMs: 300,
      errorRatePercent: 10,
      offline: false,
    });
    // The bounds themselves are accepted.
    updateNetworkSettings({ latencyMs: 30_000, errorRatePercent: 100 });
    updateNetworkSettings({ latencyMs: 0, errorRatePercent: 0 });
  });
});

describe('QA network controls on unknown routes', () => {
  it('apply to the fallback too', async () => {
    updateNetworkSettings({ forceNext: 500 });
    expect((await call('GET', '/no-existe')).status).toBe(500);
    expect((await call('GET', '/no-existe')).status).toBe(404);
    updateNetworkSettings({ forceNext: 'html' });
    const html = await call('GET', '/no-existe');
    expect([html.status, html.headers.get('content-type')]).toEqual([
      200,
      'text/html; charset=utf-8',
    ]);
    expect((await call('GET', '/no-existe')).status).toBe(404);
  });
});
