#!/usr/bin/env node
// Bundle report of the live build, in kB of 1000 bytes, gzip at level 6 (what servers and
// CDNs send by default): the JS the landing route needs before its first render (the entry,
// the landing screen's chunk if it is lazy, and everything they import statically), the
// fonts and CSS of the first screen, then per route the JS a visit adds, and the largest
// chunks. Run `npm run build` first. Exits 1 when the landing is over its budget.
//   node scripts/size-report.mjs [dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const LANDING_MODULE = 'src/features/home/pages.ts';
/**
 * The landing's initial JS budget, in kB gzip: 176, from the measured 175.1 of a build that
 * patches no library's code, with the shared form kit and the API contract's answer schemas
 * (docs/decisions/2026-11-27-landing-budget-176.md). It was 175 (174.7 measured, 174.9 with
 * the validated configuration: docs/decisions/2026-11-27-library-internals.md); before that
 * 170, then 171, held by a build plugin that rewrote React Router's production chunk. A module
 * that enters the entry must make room for itself.
 */
const BUDGET_GZIP_KB = 176;
const GZIP_LEVEL = 6;

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
    sizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: GZIP_LEVEL }).length,
    });
  }
  return sizes.get(file);
}
const sum = (files) =>
  files.reduce(
    (total, file) => ({ raw: total.raw + sizeOf(file).raw, gzip: total.gzip + sizeOf(file).gzip }),
    { raw: 0, gzip: 0 },
  );

/** A chunk and its static imports, recursively (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
/** The CSS (and the assets it names, like fonts) of a set of chunks. */
function cssOf(files) {
  const keys = Object.keys(manifest).filter((key) => files.has(manifest[key].file));
  return [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (name, size, note = '') =>
  `  ${name.padEnd(58)} ${kB(size.raw).padStart(10)} ${kB(size.gzip).padStart(10)} gzip${note ? `  ${note}` : ''}`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const landingIsLazy = Boolean(manifest[LANDING_MODULE]?.isDynamicEntry);
const landing = landingIsLazy ? closure(LANDING_MODULE, new Set(entryFiles)) : entryFiles;
const landingJs = [...landing].filter((file) => file.endsWith('.js'));
const total = sum(landingJs);

console.log(`Landing route (/), ${DIST} (kB = 1000 bytes, gzip level ${GZIP_LEVEL}):`);
console.log(
  `  initial JS: ${landingJs.length} files${landingIsLazy ? ' (the landing screen is a lazy chunk: one more round trip)' : ' (the landing screen is in the entry)'}`,
);
for (const file of landingJs.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  console.log(row(file, sizeOf(file)));
}
console.log(row('total initial JS', total));
const css = cssOf(landing);
for (const file of css) console.log(row(file, sizeOf(file), 'CSS'));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
console.log(
  row(
    'index.html',
    sizeOf('index.html'),
    html.includes('class="prerendered"')
      ? 'with the landing and the signed-in homes drawn at build time'
      : '',
  ),
);
const preloadedFonts = [...html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].length;
console.log(`  fonts preloaded by index.html: ${preloadedFonts}`);
console.log(`  budget: ${BUDGET_GZIP_KB} kB gzip of initial JS\n`);

// Per route: the JS each lazy route module adds after what is already there (the entry; in
// /app also the signed-in layout of the auth feature), and which heavy libraries it brings.
const HEAVY = {
  'date pickers': /MuiDateCalendar|MuiPickersLayout/,
  charts: /MuiChartsSurface|MuiChartsAxis/,
  'data grid': /MuiDataGrid/,
  firebase: /identitytoolkit\.googleapis\.com/,
};
const AUTH_PAGES = Object.keys(manifest).find((key) =>
  /^src\/features\/auth\/pages\.tsx?$/.test(key),
);
const signedInBase = AUTH_PAGES ? closure(AUTH_PAGES, new Set(entryFiles)) : entryFiles;
const lazyModules = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .sort((a, b) => {
    const pages = (key) => (/\/pages\.tsx?$/.test(key) ? 0 : 1);
    return pages(a) - pages(b) || a.localeCompare(b);
  });
console.log(
  'Per lazy route / chunk (own JS: what loading it adds after the entry and, in /app, the signed-in layout):',
);
console.log(`  ${'module'.padEnd(58)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const key of lazyModules) {
  const feature = key.split('/')[2];
  const signedIn = key.startsWith('src/features/') && !['home', 'auth'].includes(feature);
  const base = signedIn ? signedInBase : entryFiles;
  const files = [...closure(key)].filter((file) => file.endsWith('.js') && !base.has(file));
  const heavy = Object.entries(HEAVY)
    .filter(([, pattern]) =>
      files.some((file) => pattern.test(readFileSync(join(DIST, file), 'utf8'))),
    )
    .map(([name]) => name);
  const name = key.replace(/^src\//, '');
  console.log(
    row(
      name,
      sum(files),
      `${files.length} file${files.length === 1 ? '' : 's'}${heavy.length ? `, with ${heavy.join(', ')}` : ''}`,
    ),
  );
}

const allChunks = [
  ...new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  ),
].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
console.log('\nLargest chunks:');
for (const file of allChunks.slice(0, 10)) console.log(row(file, sizeOf(file)));
console.log(`  (${allChunks.length} JS chunks in all)`);

if (total.gzip > BUDGET_GZIP_KB * 1000) {
  console.error(
    `\nOver budget: the landing's initial JS is ${kB(total.gzip)} gzip > ${BUDGET_GZIP_KB} kB.`,
  );
  process.exit(1);
}
