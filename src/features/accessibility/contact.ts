/**
 * Where a barrier is reported: the deployment's address (`VITE_ACCESSIBILITY_CONTACT`, set at
 * build time; `.env` holds a placeholder on the reserved `.example` domain).
 */
export { ACCESSIBILITY_CONTACT } from '@/app/config';
