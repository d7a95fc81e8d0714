/**
 * The browser's seed (issue 15): the small preset comes from `virtual:mock-seed`, the seed
 * computed at build time (`scripts/mock-seed-plugin.ts`), so faker never reaches the
 * browser for it; only the large preset, chosen in the demo panel, loads the seed's code
 * (and faker) then.
 */
import type { Preset, Snapshot } from './database';
import { shiftSnapshot } from './seed-shift';

export async function prebuiltSeed(preset: Preset, now: number): Promise<Snapshot> {
  if (preset === 'seed') {
    const { seededAt, snapshot } = await import('virtual:mock-seed');
    return shiftSnapshot(snapshot, now - seededAt);
  }
  const { generateSeed } = await import('./seed');
  return generateSeed(preset, now);
}
