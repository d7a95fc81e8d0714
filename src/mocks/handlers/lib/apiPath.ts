/** Match `/api/v1<path>` on any origin; a trailing slash is accepted too. */
export const api = (path: string) => `*/api/v1${path.replace(/\/$/, '')}`;
