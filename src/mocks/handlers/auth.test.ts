// @vitest-environment node
import { PERSONA_USER_IDS } from '../db';
import { signJwt } from '../shared/jwt';
import { call, expiredToken, tokenFor } from './test-utils';

describe('POST /auth/activate/', () => {
  it('answers the product user for a valid token (with and without the trailing slash)', async () => {
    const token = await tokenFor('camila');
    const res = await call('POST', '/auth/activate/', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: PERSONA_USER_IDS.camila,
      name: 'Camila',
      lastName: 'Rojas',
      roles: ['candidate'],
    });
    expect((await call('POST', '/auth/activate', { token })).status).toBe(200);
  });

  it('answers 404 when the identity has no product user (inconsistent session)', async () => {
    const token = await signJwt({
      app_user_id: 'no-such-user',
      sub: 'idp-fantasma',
      roles: ['candidate'],
      company_id: null,
      email: 'fantasma@ejemplo.com',
      email_verified: true,
    });
    const res = await call('POST', '/auth/activate/', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'user_not_found' });
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 401 without a token, with an expired one and with a forged one', async () => {
    const missing = await call('POST', '/auth/activate/');
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Token inválido o expirado');
    expect(
      (await call('POST', '/auth/activate/', { token: await expiredToken('camila') })).status,
    ).toBe(401);
    const token = await tokenFor('camila');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await call('POST', '/auth/activate/', { token: forged })).body.error).toBe(
      'invalid_token',
    );
  });
});

describe('POST /auth/signup/', () => {
  it('creates a candidate and refuses a taken e-mail (case-insensitive) with 409', async () => {
    const res = await call('POST', '/auth/signup/', {
      json: { email: 'Nueva.Persona@Ejemplo.com', name: 'Nueva', lastName: 'Persona' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'nueva.persona@ejemplo.com',
      roles: ['candidate'],
    });
    const again = await call('POST', '/auth/signup/', {
      json: { email: 'CAMILA.ROJAS@ejemplo.com', name: 'C', lastName: 'R' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('email_taken');
  });

  it('validates fields with Spanish messages (422) and bad JSON (400)', async () => {
    const res = await call('POST', '/auth/signup/', { json: { email: 'no-es-correo', name: '' } });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({
      email: 'Correo electrónico inválido',
      name: 'Este campo es obligatorio',
      lastName: 'Este campo es obligatorio',
    });
    const bad = await fetch('http://localhost:3000/api/v1/auth/signup/', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404', async () => {
    const res = await call('GET', '/no-existe');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('route_not_found');
  });
});

describe('roles', () => {
  it('count only when both the token and the database grant them', async () => {
    const claims = (roles: string[], userId: string = PERSONA_USER_IDS.valentina) => ({
      app_user_id: userId,
      sub: 'x',
      roles,
      company_id: null,
      email: 'x@ejemplo.com',
      email_verified: true,
    });
    // Valentina (recruiter in the database) with a token that says candidate: no recruiter calls.
    const asCandidate = await signJwt(claims(['candidate']));
    expect((await call('GET', '/job-offers/', { token: asCandidate })).status).toBe(403);
    // Mateo (candidate) with a forged-in-content but validly signed recruiter token: still a candidate.
    const promoted = await signJwt(claims(['recruiter'], PERSONA_USER_IDS.mateo));
    expect((await call('GET', '/job-offers/', { token: promoted })).status).toBe(403);
    // Admin counts as recruiter on both sides.
    const admin = await signJwt(claims(['admin'], PERSONA_USER_IDS.andres));
    expect((await call('GET', '/job-offers/', { token: admin })).status).toBe(200);
  });
});
