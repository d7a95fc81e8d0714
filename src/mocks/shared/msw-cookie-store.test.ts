// @vitest-environment node
import { cookieStore, cookieStoreReady } from './msw-cookie-store';

describe("MSW's cookie store, loaded on demand", () => {
  it('is ready at once and empty while nothing is stored, then answers from MSW’s store', async () => {
    await cookieStoreReady;
    expect(cookieStore.getCookies('http://localhost/api/v1/users/me')).toEqual([]);
    await cookieStore.setCookie('sesion=abc; Path=/api', 'http://localhost/api/v1/login');
    const cookies = cookieStore.getCookies('http://localhost/api/v1/users/me');
    expect(cookies.map((cookie) => [cookie.key, cookie.value])).toEqual([['sesion', 'abc']]);
    expect(cookieStore.getCookies('http://localhost/otra')).toEqual([]);
  });
});
