import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as values from './values';

/**
 * One vocabulary (docs/decisions/2026-11-27-one-vocabulary.md): the words for the product's
 * values live in `src/shared/domain/labels.ts` only. This check reads every module of the app
 * outside it and fails on a table of those words: an object literal whose keys are values of
 * one enumeration and whose values are text, or a `switch` over such values that returns text.
 * Colour and icon tables (`success`, `primary.main`, elements) are not words; nor are
 * sentences (help texts that end with a full stop). The enumerations are the lists of
 * `values.ts`, every one.
 */
const ENUMERATIONS: readonly (readonly string[])[] = Object.values(values).filter(Array.isArray);

const TOKEN =
  /^(default|inherit|primary|secondary|success|error|info|warning|text|action|grey|background)(\.\w+)?$/;

/**
 * A string a person reads as a name (letters, not a colour token, not a sentence), or an
 * object holding one (`{ one: 'Aprobada', many: 'Aprobadas' }`).
 */
function isWords(node: ts.Node): boolean {
  if (ts.isObjectLiteralExpression(node))
    return node.properties.some(
      (entry) => ts.isPropertyAssignment(entry) && isWords(entry.initializer),
    );
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return false;
  const text = node.text.trim();
  return /\p{L}/u.test(text) && !TOKEN.test(text) && !/[.!?…:]$/.test(text);
}

const keyText = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)
    ? name.text
    : null;

/** Two or more keys, every one a value of the same enumeration. */
const ofOneEnumeration = (keys: readonly (string | null)[]) =>
  keys.length >= 2 &&
  ENUMERATIONS.some((values) => keys.every((key) => key !== null && values.includes(key)));

/** The label tables declared in a module, as `line: text` of where each starts. */
export function labelTables(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const entries = node.properties.filter(ts.isPropertyAssignment);
      if (
        entries.length === node.properties.length &&
        ofOneEnumeration(entries.map((entry) => keyText(entry.name))) &&
        entries.some((entry) => isWords(entry.initializer))
      )
        report(node);
    }
    if (ts.isSwitchStatement(node)) {
      const cases = node.caseBlock.clauses.filter(ts.isCaseClause);
      const returnsWords = cases.some((clause) =>
        clause.statements.some(
          (statement) =>
            ts.isReturnStatement(statement) &&
            statement.expression !== undefined &&
            isWords(statement.expression),
        ),
      );
      const keys = cases.map((clause) =>
        ts.isStringLiteral(clause.expression) ? clause.expression.text : null,
      );
      if (returnsWords && ofOneEnumeration(keys)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const root = resolve(import.meta.dirname, '../../..');
const SCANNED = ['src/app', 'src/features', 'src/shared', 'src/theme'];
const OWN = 'src/shared/domain/labels.ts';

function modules(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((path) => join(folder, path))
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|d)\.tsx?$/.test(path)),
  ).filter((path) => path !== OWN);
}

describe('one vocabulary', () => {
  it('no module but the shared labels declares a table of the words for a value', () => {
    const tables = modules().flatMap((path) =>
      labelTables(path, readFileSync(join(root, path), 'utf8')).map((at) => `${path}:${at}`),
    );
    expect(tables).toEqual([]);
  });

  it('finds such a table, typed or not, whole or in part, or a switch', () => {
    const samples = {
      record:
        "const S: Record<StageStatus, string> = { in_progress: 'En curso', pending: 'Pendiente', reviewing: 'En revisión', passed: 'Aprobada', failed: 'Reprobada' };",
      partial: "export const L = { lead: 'Lead', practicante: 'Práctica' };",
      quoted: "const M = { 'semi-senior': 'Semi senior', senior: 'Senior' } as const;",
      suffix: "const N = { published: '', draft: ' (borrador)', closed: ' (cerrada)' };",
      inline: "const label = ({ admin: 'Administrador', recruiter: 'Reclutador' })[role];",
      counted:
        "const T = { passed: { one: 'Aprobada', many: 'Aprobadas' }, failed: { one: 'Reprobada', many: 'Reprobadas' } };",
      switch:
        "function f(s: string) { switch (s) { case 'passed': return 'aprobado'; case 'failed': return 'rechazado'; default: return ''; } }",
    };
    for (const [name, code] of Object.entries(samples))
      expect(labelTables(`${name}.ts`, code), name).toHaveLength(1);
    // The shared module's nine tables are what the check looks for.
    expect(labelTables(OWN, readFileSync(join(root, OWN), 'utf8'))).toHaveLength(9);
  });

  it('leaves colours, icons, help sentences and other keys alone', () => {
    const code = [
      "const C = { draft: 'default', published: 'success', closed: 'default' } as const;",
      "const P = { passed: 'success.main', failed: 'error.main' };",
      'const I = { passed: <Check />, failed: <Cross /> };',
      "const H = { interview: 'Qué se conversará y cómo prepararse.', document: 'Sube el documento.' };",
      "const A = { publish: 'Publicar', draft: 'Volver a borrador' };",
      "function g(t: string) { switch (t) { case 'interview': return <Interview />; case 'document': return null; } }",
    ].join('\n');
    expect(labelTables('sample.tsx', code)).toEqual([]);
  });
});
