#!/usr/bin/env node
// Checks the project's documents (README.md and every Markdown file under docs/):
// - every relative link goes to a file that exists, and a `#fragment` to a heading in it;
// - every repository path written in backticks (`src/…`, `scripts/…`, `e2e/…`, `docs/…`,
//   `bench/…`, `public/…`) in the decision records, docs/benchmarks.md and docs/product.md
//   names a file or folder that exists (other documents may name files a deployment creates).
// Run by `npm run lint`. Exits 1 with one line per broken reference.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file) {
  const seen = new Map();
  const result = new Set();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^#{1,6}\s+(.*)$/.exec(line);
    if (!match) continue;
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

/** The text without fenced code blocks, which hold examples, not references. */
function prose(text) {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

const REPO_PATH = /`((?:src|scripts|e2e|docs|bench|public)\/[^`\s]*)`/g;
const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
const problems = [];

for (const file of files) {
  const where = relative(root, file);
  const text = prose(readFileSync(file, 'utf8'));
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [path, fragment] = target.split('#');
    const linked = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
    if (!existsSync(linked)) {
      problems.push(`${where}: link to a missing file: ${target}`);
    } else if (fragment && linked.endsWith('.md') && !anchors(linked).has(fragment)) {
      problems.push(`${where}: link to a missing heading: ${target}`);
    }
  }
  if (!/^docs\/(decisions\/|benchmarks\.md$|product\.md$)/.test(where)) continue;
  for (const [, path] of text.matchAll(REPO_PATH)) {
    if (/[*<>{}…]/.test(path)) continue; // a pattern, not a file
    if (!existsSync(join(root, path.replace(/\/$/, '')))) {
      problems.push(`${where}: names a path that does not exist: ${path}`);
    }
  }
}

for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`check-doc-links: ${problems.length} broken reference(s)`);
  process.exit(1);
}
console.log(`check-doc-links: ${files.length} documents, every link and path resolves`);
