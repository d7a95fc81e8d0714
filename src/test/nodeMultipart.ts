import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom's File, Blob and FormData are not the classes Node's fetch serialises: a multipart body
 * sent from jsdom (by fetch, or by XHR, which MSW turns into a fetch `Request`) reaches the mock
 * API without its file. A browser has no such gap. A test file that uploads calls this once at
 * its top level to use Node's classes, as a browser would send them; the app code is unchanged
 * (it uses whatever `FormData` and `File` the page has) and its requests, fetch or XHR, are
 * answered by the MSW handlers. The one multipart workaround of the unit tests.
 */
export function withNodeMultipart(): void {
  const jsdom = { File: globalThis.File, Blob: globalThis.Blob, FormData: globalThis.FormData };
  beforeAll(async () => {
    const parsed = await new Response(
      '--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n--b--\r\n',
      { headers: { 'Content-Type': 'multipart/form-data; boundary=b' } },
    ).formData();
    const file = parsed.get('f') as object;
    Object.assign(globalThis, {
      FormData: parsed.constructor,
      File: file.constructor,
      Blob: Object.getPrototypeOf(file.constructor),
    });
  });
  afterAll(() => Object.assign(globalThis, jsdom));
}
