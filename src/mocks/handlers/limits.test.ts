// @vitest-environment node
/** Request limits: bodies refused as soon as they pass the endpoint's limit; JSON typed. */
import { getResponse } from 'msw';
import { ensureDatabase } from '../db';
import { handlers } from '.';
import { BASE, tokenFor } from './test-utils';

const MB = 1024 * 1024;

async function send(request: Request) {
  const response = await getResponse(handlers, request);
  if (!response) throw new Error('no handler');
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

/** An endless body of 256 KB chunks; counts what the server pulled. */
function endlessBody() {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = new Uint8Array(256 * 1024);
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

let mateo: string;
beforeAll(async () => {
  await ensureDatabase();
  mateo = await tokenFor('mateo');
});

/** Mateo uploads an endless multipart body as a CV; `headers` added to the request's. */
async function uploadEndlessCv(headers: Record<string, string> = {}) {
  const { stream, counter } = endlessBody();
  const res = await send(
    new Request(`${BASE}/cv/upload`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${mateo}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        ...headers,
      },
      body: stream,
      // @ts-expect-error Node's fetch needs it for a streamed body.
      duplex: 'half',
    }),
  );
  return { res, counter };
}

describe('request limits', () => {
  it('refuses a JSON body sent with another content type (415)', async () => {
    const res = await send(
      new Request(`${BASE}/candidates/profile`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${mateo}`, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ headline: 'Sin tipo' }),
      }),
    );
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('unsupported_media_type');
  });

  it('refuses a declared size over the limit before reading the body (413)', async () => {
    const { res, counter } = await uploadEndlessCv({ 'Content-Length': String(20 * MB) });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(1 * MB);
  });

  it('stops reading a streamed body once it passes the limit (413)', async () => {
    const { res, counter } = await uploadEndlessCv();
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(7 * MB);
  });

  it('refuses a JSON body over 1 MB (413)', async () => {
    const res = await send(
      new Request(`${BASE}/candidates/profile`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${mateo}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ headline: 'x'.repeat(2 * MB) }),
      }),
    );
    expect(res.status).toBe(413);
  });
});

describe('web addresses', () => {
  it('accept only http and https for linkedinUrl and the company website (422)', async () => {
    const patch = (linkedinUrl: string) =>
      send(
        new Request(`${BASE}/candidates/profile`, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${mateo}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ linkedinUrl }),
        }),
      );
    for (const bad of ['javascript:alert(1)', 'data:text/html,hola', 'ftp://x.example/a']) {
      const res = await patch(bad);
      expect(res.status, bad).toBe(422);
      expect(res.body).toMatchObject({
        details: { linkedinUrl: 'Ingresa una URL que comience con http:// o https://' },
      });
    }
    expect((await patch('https://www.linkedin.com/in/mateo')).status).toBe(200);
    const andres = await tokenFor('andres');
    const company = (
      await getResponse(
        handlers,
        new Request(`${BASE}/user/details`, { headers: { Authorization: `Bearer ${andres}` } }),
      )
    )?.json() as Promise<{ data: { companyId: string } }>;
    const companyId = (await company).data.companyId;
    const website = await send(
      new Request(`${BASE}/company/${companyId}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${andres}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ website: 'javascript:alert(1)' }),
      }),
    );
    expect(website.status).toBe(422);
  });
});
