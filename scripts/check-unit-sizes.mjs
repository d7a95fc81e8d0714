#!/usr/bin/env node
// Units a person can read: no function over 150 lines and no source file over 400 lines in
// `src/` (tests and test support aside). Functions are every function declaration,
// expression, arrow function and method, measured from their first to their last line
// (a function holding another counts the inner one's lines too).
// Run by `npm run lint`. Exits 1 with one line per unit over its limit, longest first.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 150;
export const MAX_FILE_LINES = 400;

const root = resolve(import.meta.dirname, '..');

/** Test files and the test set-up are not product code. */
export function isMeasured(path) {
  return (
    /\.(ts|tsx)$/.test(path) &&
    !/\.test\.(ts|tsx)$/.test(path) &&
    !/\.d\.ts$/.test(path) &&
    !/(^|\/)(test|__tests__)\//.test(path)
  );
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return isMeasured(relative(root, path)) ? [path] : [];
  });
}

/** The name a reader would search for: the declaration's, else the variable or property's. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    if (ts.isIdentifier(parent.name)) return parent.name.text;
  }
  if (parent && ts.isCallExpression(parent) && ts.isIdentifier(parent.expression)) {
    return `${parent.expression.text}(…)`;
  }
  return '(anonymous)';
}

/** Every unit over its limit in one file's text. */
export function oversized(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const found = [];
  const fileLines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (fileLines > MAX_FILE_LINES) found.push({ file, name: '(file)', lines: fileLines });
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ file, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = sourceFiles(join(root, 'src'))
    .flatMap((path) => oversized(relative(root, path), readFileSync(path, 'utf8')))
    .sort((a, b) => b.lines - a.lines);
  for (const { file, name, lines } of found) {
    const limit = name === '(file)' ? MAX_FILE_LINES : MAX_FUNCTION_LINES;
    console.error(`${file}: ${name} has ${lines} lines (at most ${limit})`);
  }
  if (found.length) process.exit(1);
}
