import { call, tokenFor } from '../handlers/test-utils';
import {
  consumeForcedStatus,
  getNetworkSettings,
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

  it('forces a 500 on the next query only: other calls pass, the next GET fails once', async () => {
    const token = await tokenFor('camila');
    updateNetworkSettings({ forceNext: 500, forceNextOn: 'GET' });
    expect((await call('PUT', '/notifications/read-all/', { token })).status).toBe(200);
    expect(getNetworkSettings().forceNext).toBe(500);
    expect((await call('GET', '/cv/', { token })).status).toBe(500);
    expect(getNetworkSettings()).toMatchObject({ forceNext: null, forceNextOn: 'any' });
    expect((await call('GET', '/cv/', { token })).status).toBe(200);
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
    expect(sanitizeNetworkSettings(null)).toEqual({
      latencyMs: 0,
      errorRatePercent: 0,
      offline: false,
      forceNext: null,
      forceNextOn: 'any',
    });
  });
});

describe('QA network controls on unknown routes', () => {
  it('apply to the fallback too', async () => {
    updateNetworkSettings({ forceNext: 500 });
    expect((await call('GET', '/no-existe')).status).toBe(500);
    expect((await call('GET', '/no-existe')).status).toBe(404);
  });
});
