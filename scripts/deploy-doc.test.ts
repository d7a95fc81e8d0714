import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootScriptHash } from '../vite.config.ts';

describe('docs/deploy.md', () => {
  it("gives the policy with the boot script's hash of this build", () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../docs/deploy.md'), 'utf8');
    const hashes = [...doc.matchAll(/'sha256-[A-Za-z0-9+/=]+'/g)].map((match) => match[0]);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toBe(bootScriptHash);
  });
});
