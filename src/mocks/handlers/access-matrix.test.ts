// @vitest-environment node
import { ANDES_DIGITAL_ID, PERSONA_USER_IDS } from '../db';
import { call, expiredToken, tokenFor, type PersonaUser } from './test-utils';

/**
 * Every authenticated endpoint: 401 without a token and with an expired one, 403 for a
 * role that may not call it. (Happy paths and scoping are in the per-resource files.)
 */
const X = 'no-existe';
const ENDPOINTS: { method: string; path: string; wrongRole?: PersonaUser }[] = [
  { method: 'GET', path: '/user/details' },
  { method: 'PATCH', path: '/candidates/profile' },
  { method: 'PATCH', path: '/user/profile', wrongRole: 'camila' },
  { method: 'POST', path: `/user/${PERSONA_USER_IDS.camila}/avatar` },
  { method: 'GET', path: '/job-offers/', wrongRole: 'camila' },
  { method: 'POST', path: '/job-offers', wrongRole: 'camila' },
  { method: 'GET', path: `/job-offers/${X}`, wrongRole: 'camila' },
  { method: 'PATCH', path: `/job-offers/${X}`, wrongRole: 'camila' },
  { method: 'PUT', path: `/job-offers/${X}/stages`, wrongRole: 'camila' },
  { method: 'GET', path: `/job-offers/${X}/applicants/`, wrongRole: 'camila' },
  { method: 'GET', path: '/job-offers/metrics', wrongRole: 'camila' },
  { method: 'GET', path: `/stages/${X}` },
  { method: 'GET', path: '/candidates/job-offers', wrongRole: 'valentina' },
  { method: 'GET', path: `/candidates/job-offers/${X}`, wrongRole: 'valentina' },
  { method: 'GET', path: '/candidates/saved-job-offers', wrongRole: 'valentina' },
  { method: 'PATCH', path: '/candidates/saved-job-offers', wrongRole: 'andres' },
  { method: 'GET', path: '/candidates/job-alerts', wrongRole: 'valentina' },
  { method: 'POST', path: '/candidates/job-alerts', wrongRole: 'andres' },
  { method: 'PATCH', path: `/candidates/job-alerts/${X}`, wrongRole: 'valentina' },
  { method: 'DELETE', path: `/candidates/job-alerts/${X}`, wrongRole: 'andres' },
  { method: 'GET', path: '/candidates/applications', wrongRole: 'valentina' },
  { method: 'POST', path: `/job-offers/${X}/apply`, wrongRole: 'valentina' },
  {
    method: 'POST',
    path: `/evaluations/applications/${X}/stages/${X}/attempt`,
    wrongRole: 'valentina',
  },
  { method: 'GET', path: `/evaluations/applications/${X}/status` },
  { method: 'GET', path: `/evaluations/applications/${X}/last-attempt` },
  { method: 'GET', path: `/evaluations/applications/${X}/attempts` },
  { method: 'GET', path: `/evaluations/attempts/${X}/file` },
  { method: 'POST', path: '/psychometric-tests/bender/upload', wrongRole: 'valentina' },
  { method: 'GET', path: '/recruiters/stage-attempts/to-review', wrongRole: 'camila' },
  { method: 'GET', path: `/recruiters/stage-attempts/${X}`, wrongRole: 'camila' },
  { method: 'PATCH', path: `/recruiters/stage-attempts/${X}`, wrongRole: 'mateo' },
  { method: 'POST', path: '/recruiters/stage-attempts/bulk-review', wrongRole: 'camila' },
  { method: 'GET', path: `/company/${ANDES_DIGITAL_ID}`, wrongRole: 'camila' },
  { method: 'PATCH', path: `/company/${ANDES_DIGITAL_ID}`, wrongRole: 'valentina' },
  { method: 'GET', path: `/company/${ANDES_DIGITAL_ID}/users`, wrongRole: 'valentina' },
  { method: 'POST', path: `/company/${ANDES_DIGITAL_ID}/users`, wrongRole: 'valentina' },
  { method: 'PATCH', path: `/company/${ANDES_DIGITAL_ID}/users/${X}`, wrongRole: 'valentina' },
  { method: 'GET', path: '/cv/', wrongRole: 'valentina' },
  { method: 'POST', path: '/cv/upload/', wrongRole: 'andres' },
  { method: 'GET', path: `/cv/${X}/download` },
  { method: 'DELETE', path: `/cv/${X}`, wrongRole: 'valentina' },
  { method: 'GET', path: '/notifications/' },
  { method: 'PUT', path: `/notifications/1-${X}/read/` },
  { method: 'PUT', path: '/notifications/read-all/' },
  { method: 'GET', path: `/job-offers/${X}/pipeline`, wrongRole: 'camila' },
  { method: 'GET', path: `/recruiters/candidates/${X}/history`, wrongRole: 'camila' },
];

describe.each(ENDPOINTS)('$method $path', ({ method, path, wrongRole }) => {
  it('answers 401 without a token and with an expired or foreign one', async () => {
    const none = await call(method, path, { json: {} });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({
      message: 'Token inválido o expirado',
      error: 'missing_token',
    });
    const expired = await call(method, path, { token: await expiredToken('camila'), json: {} });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('token_expired');
    const garbage = await call(method, path, { token: 'x.y.z', json: {} });
    expect(garbage.status).toBe(401);
  });

  if (wrongRole) {
    it(`answers 403 to ${wrongRole}`, async () => {
      const res = await call(method, path, { token: await tokenFor(wrongRole), json: {} });
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    });
  }
});
