import type { SessionController } from './controller';

/**
 * The session of each store: the controller once the lazily loaded session code started
 * it, and the promise of it meanwhile. Kept per store (a `WeakMap` keyed by the store),
 * so that two stores (the app's, each test's) never see each other's session.
 */
interface Entry {
  starting: Promise<SessionController> | null;
  current: SessionController | null;
}

const entries = new WeakMap<object, Entry>();

function entry(store: object): Entry {
  let found = entries.get(store);
  if (!found) {
    found = { starting: null, current: null };
    entries.set(store, found);
  }
  return found;
}

/** The store's session controller, once it has started (null before, or when none). */
export function sessionController(store: object): SessionController | null {
  return entries.get(store)?.current ?? null;
}

/** The store's session as it starts (null when no session was started for it). */
export function startingSession(store: object): Promise<SessionController> | null {
  return entries.get(store)?.starting ?? null;
}

export function setStartingSession(store: object, starting: Promise<SessionController>): void {
  entry(store).starting = starting;
}

export function setCurrentSession(store: object, next: SessionController | null): void {
  entry(store).current = next;
  if (!next) entry(store).starting = null;
}
