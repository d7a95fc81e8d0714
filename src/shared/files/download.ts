/** Protected files: fetched with the session's token, then handed to the browser. */

/** The body of a file answer; an error answer is read as JSON or text for the message. */
export async function readFileBody(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A file the API sent, not a page a proxy answered in its place (`index.html`). */
export function isFileBlob(value: unknown): value is Blob {
  return value instanceof Blob && !value.type.startsWith('text/html');
}

/** Hand a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
