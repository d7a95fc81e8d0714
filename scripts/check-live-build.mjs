#!/usr/bin/env node
// Proves that a live build ships no mock: no MSW, no mock database or seed, no faker, no
// demo panel, no mockServiceWorker.js. As a control, the same markers must be found in
// the demo build (so a broken check cannot pass silently).
//   node scripts/check-live-build.mjs [liveDir=dist] [demoDir=dist-demo]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const MOCK_MARKERS = [
  'mockServiceWorker',
  '[MSW]',
  'setupWorker',
  '@faker-js',
  'fakerES',
  'ejemplo.com',
  'Panel de demostración',
  // The API reference (docs/openapi.json, Scalar's renderer at /__docs): mock server only.
  '__docs',
  'createApiReference',
  'Registra una empresa con su administrador',
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Every (file, marker) pair of the build at `dir` that betrays the mock. */
export function findMockMarkers(dir) {
  const found = [];
  for (const file of files(dir)) {
    if (file.endsWith('mockServiceWorker.js')) {
      found.push({ file: relative(dir, file), marker: 'mockServiceWorker.js (file)' });
      continue;
    }
    if (!/\.(js|mjs|html|css|json)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of MOCK_MARKERS) {
      if (text.includes(marker)) found.push({ file: relative(dir, file), marker });
    }
  }
  return found;
}

const [liveDir = 'dist', demoDir = 'dist-demo'] = process.argv.slice(2);
if (!existsSync(liveDir)) {
  console.error(`No live build at ${liveDir}: run \`npm run build\` first.`);
  process.exit(2);
}

const leaks = findMockMarkers(liveDir);
if (leaks.length) {
  console.error(`The live build (${liveDir}) contains mock code:`);
  for (const { file, marker } of leaks) console.error(`  ${file}: ${marker}`);
  process.exit(1);
}
console.log(`Live build (${liveDir}): no mock code (${MOCK_MARKERS.length} markers checked).`);

if (existsSync(demoDir)) {
  const control = findMockMarkers(demoDir);
  if (
    !control.some(({ marker }) => marker === '[MSW]') ||
    !control.some(({ marker }) => marker.startsWith('mockServiceWorker'))
  ) {
    console.error(
      `Control failed: the demo build (${demoDir}) should contain the mock, and the check did not find it.`,
    );
    process.exit(1);
  }
  console.log(
    `Control: the demo build (${demoDir}) does contain the mock (${control.length} hits).`,
  );
}
