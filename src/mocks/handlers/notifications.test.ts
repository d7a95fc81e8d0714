// @vitest-environment node
import { db, ensureDatabase, PERSONA_USER_IDS } from '../db';
import { call, expiredToken, tokenFor } from './test-utils';

beforeAll(() => ensureDatabase());

describe('notifications', () => {
  it('lists the user\'s notifications newest first, with "<epoch ms>-<id>" ids and the unread count', async () => {
    const res = await call('GET', '/notifications/', { token: await tokenFor('camila') });
    expect(res.status).toBe(200);
    const own = db.notifications.where('userId', PERSONA_USER_IDS.camila);
    expect(res.body.total).toBe(own.length);
    expect(res.body.unreadCount).toBe(own.filter((n) => !n.readInApp).length);
    const first = res.body.data[0];
    expect(first.timestampNotificationId).toMatch(/^\d{13}-[0-9a-f-]{36}$/);
    expect(Number(first.timestampNotificationId.split('-')[0])).toBe(Date.parse(first.createdAt));
    const times = res.body.data.map((n: { createdAt: string }) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first).toMatchObject({
      title: expect.any(String),
      body: expect.any(String),
      readInApp: expect.any(Boolean),
    });
    const unread = await call('GET', '/notifications?unread=true', {
      token: await tokenFor('camila'),
    });
    expect(unread.body.data.every((n: { readInApp: boolean }) => !n.readInApp)).toBe(true);
  });

  it('marks one as read (idempotent); 404 unknown, 403 not yours', async () => {
    const camila = await tokenFor('camila');
    const unread = db.notifications
      .where('userId', PERSONA_USER_IDS.camila)
      .find((n) => !n.readInApp)!;
    const id = `${unread.createdAtMs}-${unread.id}`;
    const res = await call('PUT', `/notifications/${id}/read/`, { token: camila });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timestampNotificationId: id, readInApp: true });
    expect((await call('PUT', `/notifications/${id}/read`, { token: camila })).status).toBe(200);
    expect(db.notifications.get(unread.id)!.readInApp).toBe(true);
    expect(
      (await call('PUT', `/notifications/${Date.now()}-nada/read/`, { token: camila })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/notifications/1-${unread.id}/read/`, { token: camila })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/notifications/${id}/read/`, { token: await tokenFor('mateo') })).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/notifications/${id}/read/`, { token: await expiredToken('camila') }))
        .status,
    ).toBe(401);
  });

  it('marks all as read', async () => {
    const camila = await tokenFor('camila');
    const res = await call('PUT', '/notifications/read-all/', { token: camila });
    expect(res.status).toBe(200);
    expect((await call('GET', '/notifications/', { token: camila })).body.unreadCount).toBe(0);
  });

  it('answers 401 without a token and 400 for a bad limit', async () => {
    expect((await call('GET', '/notifications/')).status).toBe(401);
    expect(
      (await call('GET', '/notifications/?limit=0', { token: await tokenFor('mateo') })).status,
    ).toBe(400);
  });
});
