#!/usr/bin/env node
// `npm run bench:mock [-- --iterations 60] [--server-only | --writes-only] [--writes 200]
// [--stored-mb 50] [--loaded]`:
// 1. the mock API over the large preset, in Node (scripts/bench-mock.ts);
// 2. the standalone server's storage in process: writes with 100 MB of uploads stored, 50
//    parallel uploads (scripts/bench-mock-server.ts);
// 3. sequential writes over HTTP against the real `npm run mock-server` (its own process, on a
//    free port, data in a temporary folder) with 50 MB of uploads stored, as a client sees
//    them: p50/p95. Goal p95 ≤ 30 ms on an idle machine, ≤ 90 ms with two CPU hogs
//    (`yes >/dev/null & yes >/dev/null &`, then `--loaded`; kill them after).
// The TypeScript parts run through Vite's module runner (no extra tooling needed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { configFile: false, root, logLevel: 'error' };
const flag = (name) => process.argv.includes(`--${name}`);
const number = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

const MB = 1024 * 1024;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `npm run mock-server` on a free port over a fresh folder; resolves once it listens. */
async function startServer(directory) {
  const child = spawn(
    process.execPath,
    ['src/mocks/server/cli.mjs', '--port', '0', '--reset', '--data', join(directory, 'db.json')],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const base = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)\/api\/v1/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`el servidor terminó (${code}): ${output}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  /** CPU time the server used so far, all its threads (ms; Linux only, else `null`). */
  const cpuMs = () => {
    try {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks/s
    } catch {
      return null;
    }
  };
  return { base, stop, cpuMs };
}

/** A distinct 4 MB "PDF" (the store is content-addressed). */
function pdf(seed) {
  const bytes = new Uint8Array(4 * MB);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  new DataView(bytes.buffer).setUint32(64, seed);
  return new File([bytes], `cv-${seed}.pdf`, { type: 'application/pdf' });
}

/** Sequential profile writes over HTTP with `storedMb` of uploads stored. */
async function benchHttpWrites({ writes, storedMb, loaded }) {
  const directory = mkdtempSync(join(tmpdir(), 'bench-mock-http-'));
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const loadBefore = load();
  const server = await startServer(directory);
  try {
    const token = async (email) =>
      (await (await fetch(`${server.base}/__mock/token?email=${email}`)).json()).data.token;
    const writer = await token('mateo.fernandez@ejemplo.com');
    // Uploads by two candidates (Camila has 2 CVs, Mateo none; 10 each at most).
    const tokens = await Promise.all(
      ['mateo.fernandez@ejemplo.com', 'camila.rojas@ejemplo.com'].map(token),
    );
    const files = Math.ceil(storedMb / 4);
    for (let i = 0; i < files; i += 1) {
      const form = new FormData();
      form.append('file', pdf(i + 1));
      const answer = await fetch(`${server.base}/api/v1/cv/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens[Math.floor(i / 8) % tokens.length]}` },
        body: form,
      });
      if (answer.status !== 201) throw new Error(`carga inicial: ${answer.status}`);
    }
    const write = async (i) => {
      const started = performance.now();
      const answer = await fetch(`${server.base}/api/v1/candidates/profile`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${writer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ headline: `Titular ${i}` }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`PATCH: ${answer.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i += 1) await write(-i); // warm-up, not timed
    const times = [];
    const cpuBefore = server.cpuMs();
    for (let i = 0; i < writes; i += 1) times.push(await write(i));
    const cpuAfter = server.cpuMs();
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const goal = loaded ? 90 : 30;
    console.log(
      `\nServidor independiente por HTTP (npm run mock-server, otro proceso), ${files * 4} MB de archivos guardados:`,
    );
    console.log(
      `  ${writes} escrituras secuenciales (PATCH /candidates/profile): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, máx ${times.at(-1).toFixed(1)} ms (objetivo p95 ≤ ${goal} ms ${loaded ? 'con carga' : 'sin carga'})${p95 <= goal ? ' ok' : ' LENTO'}`,
    );
    if (cpuBefore !== null && cpuAfter !== null)
      console.log(
        `  CPU del servidor por escritura: ${((cpuAfter - cpuBefore) / writes).toFixed(2)} ms`,
      );
    console.log(`  carga media del sistema: antes ${loadBefore}, después ${load()}`);
    return p95 <= goal;
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

const http = {
  writes: number('writes', 200),
  storedMb: number('stored-mb', 50),
  loaded: flag('loaded'),
};
if (flag('writes-only')) {
  process.exitCode = (await benchHttpWrites(http)) ? 0 : 1;
} else {
  if (!flag('server-only')) await runnerImport(`${root}scripts/bench-mock.ts`, options);
  const apiExit = process.exitCode ?? 0;
  // The standalone server's storage: writes with 100 MB of uploads stored, 50 parallel uploads
  // (with --server-only the module runs its own benchmark when loaded).
  const { module: server } = await runnerImport(`${root}scripts/bench-mock-server.ts`, options);
  const storageOk = flag('server-only')
    ? (process.exitCode ?? 0) === 0
    : await server.benchServer();
  const httpOk = await benchHttpWrites(http);
  process.exitCode = apiExit || (storageOk && httpOk ? 0 : 1);
}
