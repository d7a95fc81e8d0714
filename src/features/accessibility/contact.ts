/**
 * Where a barrier is reported: the deployment's address (`VITE_ACCESSIBILITY_CONTACT`, set at
 * build time; `.env` holds a placeholder on the reserved `.example` domain).
 */
export const ACCESSIBILITY_CONTACT = import.meta.env.VITE_ACCESSIBILITY_CONTACT;
