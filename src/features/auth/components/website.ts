/**
 * A company's website as typed: a bare domain (`pampalabs.cl`) or a full address. Returns
 * the address to store, always with a scheme (`https://pampalabs.cl`), or null when it
 * cannot be a website.
 */
export function websiteUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A host with a dot and a top-level part of letters (no "localhost", no "empresa.").
  if (!/^([a-z\d-]+\.)+[a-z]{2,}$/i.test(url.hostname)) return null;
  if (url.username || url.password) return null;
  // As typed, without the lone trailing slash of a bare host.
  const bareHost = url.pathname === '/' && !url.search && !url.hash;
  return bareHost ? withScheme.replace(/\/$/, '') : withScheme;
}
