/**
 * jsdom cannot send a `File` inside `FormData` (the file arrives empty: STACK-NOTES), so screen
 * tests that upload replace the XHR transport by this one: the same multipart request, its body
 * written out byte by byte and sent with Node's fetch, which the MSW server answers like any call.
 */
export interface MultipartAnswer {
  status: number;
  body: unknown;
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The multipart/form-data bytes of a (jsdom) FormData, and its content type. */
export async function encodeMultipart(
  form: FormData,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----talentia-test-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      const file = value as File;
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        await readBytes(file),
        encoder.encode('\r\n'),
      );
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart POST through fetch, with one progress report, answered as the XHR one is. */
export async function sendMultipartWithFetch(
  url: string,
  form: FormData,
  token: string,
  onProgress?: (progress: { loaded: number; total: number }) => void,
): Promise<MultipartAnswer> {
  const { bytes, contentType } = await encodeMultipart(form);
  onProgress?.({ loaded: bytes.length, total: bytes.length });
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body: bytes,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}
