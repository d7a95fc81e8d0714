import type { SessionController } from './controller';

/** The session of the app (set once the lazily loaded controller started). */
let current: SessionController | null = null;

export function sessionController(): SessionController | null {
  return current;
}

export function setCurrentSession(next: SessionController | null): void {
  current = next;
}
