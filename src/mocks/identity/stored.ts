import { STORAGE_KEY } from './storageKeys';

/**
 * Whether the mock identity provider holds a signed-in session in this browser, told without
 * loading it (its state in `localStorage`, as `provider.ts` writes it).
 */
export function hasStoredMockSession(): boolean {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return !!raw && !!(JSON.parse(raw) as { session?: unknown }).session;
  } catch {
    return true;
  }
}
