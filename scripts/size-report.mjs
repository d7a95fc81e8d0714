#!/usr/bin/env node
// Bundle report of the live build: the JS the landing route loads at first (the entry,
// the landing screen's lazy chunk, and everything they import statically), raw and gzip,
// and the largest chunks. Run `npm run build` first. Exits 1 when over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const LANDING_MODULE = 'src/features/home/pages.ts';
const BUDGET_GZIP_KB = 200;

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(DIST, file));
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** A chunk and its static imports, recursively (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[LANDING_MODULE]) {
  console.error(`The landing screen (${LANDING_MODULE}) is not a lazy chunk of this build.`);
  process.exit(2);
}
const landing = closure(LANDING_MODULE, closure(entryKey));
const jsFiles = [...landing].filter((file) => file.endsWith('.js'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const total = jsFiles.reduce(
  (sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }),
  { raw: 0, gzip: 0 },
);

console.log(`Landing route (/) initial JS, ${DIST}:`);
for (const file of jsFiles.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  console.log(
    `  ${file.padEnd(56)} ${kb(sizeOf(file).raw).padStart(10)} ${kb(sizeOf(file).gzip).padStart(10)} gzip`,
  );
}
console.log(
  `  ${'total'.padEnd(56)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)} gzip`,
);
console.log(`  budget: ${BUDGET_GZIP_KB} kB gzip\n`);

const allChunks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, files) => file.endsWith('.js') && files.indexOf(file) === index)
  .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
console.log('Largest chunks:');
for (const file of allChunks.slice(0, 10)) {
  console.log(
    `  ${file.padEnd(56)} ${kb(sizeOf(file).raw).padStart(10)} ${kb(sizeOf(file).gzip).padStart(10)} gzip`,
  );
}
console.log(`  (${allChunks.length} JS chunks in all)`);

// Per route: the JS each screen's lazy module adds after the entry (what a navigation there
// fetches), and which heavy libraries it brings (date pickers, charts, data grid): a route must
// load only its own code.
const HEAVY = {
  'date pickers': /MuiDateCalendar|MuiPickersLayout/,
  charts: /MuiChartsSurface|MuiChartsAxis/,
  'data grid': /MuiDataGrid/,
};
// A signed-in screen comes after the entry and the /app layout (the auth feature's pages).
const AUTH_PAGES = Object.keys(manifest).find((key) =>
  /^src\/features\/auth\/pages\.tsx?$/.test(key),
);
const entryFiles = closure(entryKey);
const signedInBase = AUTH_PAGES ? closure(AUTH_PAGES, new Set(entryFiles)) : entryFiles;
const pageModules = Object.keys(manifest)
  .filter((key) => /^src\/features\/[^/]+\/pages\.tsx?$/.test(key))
  .sort();
console.log('\nPer route (JS a visit adds after the entry and, in /app, the signed-in layout):');
for (const key of pageModules) {
  const base = ['home', 'auth'].includes(key.split('/')[2]) ? entryFiles : signedInBase;
  const files = [...closure(key)].filter((file) => file.endsWith('.js') && !base.has(file));
  const added = files.reduce(
    (sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }),
    { raw: 0, gzip: 0 },
  );
  const heavy = Object.entries(HEAVY)
    .filter(([, pattern]) =>
      files.some((file) => pattern.test(readFileSync(join(DIST, file), 'utf8'))),
    )
    .map(([name]) => name);
  const feature = key.split('/')[2];
  console.log(
    `  ${feature.padEnd(20)} ${kb(added.raw).padStart(10)} ${kb(added.gzip).padStart(10)} gzip  ${heavy.length ? `with ${heavy.join(', ')}` : ''}`,
  );
}

if (total.gzip > BUDGET_GZIP_KB * 1024) {
  console.error(`\nOver budget: ${kb(total.gzip)} gzip > ${BUDGET_GZIP_KB} kB.`);
  process.exit(1);
}
