/** MSW's own cookie store (`scripts/msw-lazy-cookies-plugin.ts`), loaded on demand. */
declare module 'virtual:msw-cookie-store' {
  interface StoredCookie {
    key: string;
    value: string;
    toString(): string;
  }
  export const cookieStore: {
    getCookies(url: string): StoredCookie[];
    setCookie(cookie: string, url: string): Promise<void>;
  };
}
