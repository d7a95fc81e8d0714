import { MemoryStorage } from './memoryStorage';

// The Node test environment (pure modules and the mock): Node 20 has no Web Storage, and the
// mock keeps its QA settings and its identity session in localStorage, as in the browser.
if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
}
