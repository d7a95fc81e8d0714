/** The seed computed at build time (`scripts/mock-seed-plugin.ts`). */
declare module 'virtual:mock-seed' {
  /** The `now` the snapshot was generated for. */
  export const seededAt: number;
  export const snapshot: import('@/mocks/db/database').Snapshot;
}
