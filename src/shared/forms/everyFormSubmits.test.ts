import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28.7, made structural: every form of the product that saves something submits through
 * `useFormSubmission` (directly, or through a feature's hook built on it), so that a failure is
 * always shown where the user is looking, with what was typed kept. A new form that submits
 * another way fails here. The only forms left out save nothing (they search or filter), or
 * hand their value to a page that shows its own outcome; each is named with its reason.
 */
const ROOT = join(process.cwd(), 'src/features');

/** Forms that submit nothing to the server, or whose outcome another screen reports. */
const NOT_SAVING: Record<string, string> = {
  'jobs/FeedPage.tsx': 'search box: the submit changes the URL',
  'jobs/JobSearchPage.tsx': 'search box: the submit changes the URL',
  'home/HomePage.tsx': 'search box: the submit navigates to the search',
  'recruiter-jobs/components/JobListPage.tsx': 'list filter: the submit changes the URL',
  'recruiter-jobs/components/ApplicantsSection.tsx': 'list filter: the submit changes the URL',
  'auth/components/LinkRequestForm.tsx': 'layout of the sign-in forms, given their onSubmit',
  'stages/components/StageForm.tsx': 'layout of the stage forms, given their onSubmit',
  'jobs/components/JobSearchFilters.tsx': 'search filters: the submit changes the URL',
  'review/attempt/DecisionForm.tsx':
    'its verdict buttons call onDecide, which AttemptReview takes from useAttemptDecision (built on useFormSubmission)',
  'auth/components/VerifyPage.tsx':
    'asks the address and hands it to the sign-in step, whose failure comes back as its focused alert',
};

/** A feature's hook that wraps `useFormSubmission` (checked below to really use it). */
const WRAPPERS = ['useStageSubmit'];
/** The forms kit's hooks built on `useFormSubmission` (src/shared/forms, checked below too). */
const KIT_WRAPPERS = ['useVersionedForm'];
const KIT = join(process.cwd(), 'src/shared/forms');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SUBMITS = /\bonSubmit=|\bhandleSubmit\(/;
const USES_HELPER = new RegExp(
  `\\b(useFormSubmission(<[^>]*>)?|${[...WRAPPERS, ...KIT_WRAPPERS].join('|')})\\(`,
);

/** The feature's own modules a file imports (relative imports, followed to their file). */
function localImports(path: string, text: string): string[] {
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap(([, spec]) => {
    const base = resolve(dirname(path), spec!);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).filter((file) => byPath.has(file));
  });
}

/**
 * Whether a form file, or a module it reaches through its own imports (a screen's form hook, as
 * `useCompanyForm` for `CompanyForm`), submits through the helper.
 */
function submitsThroughHelper(path: string, seen = new Set<string>()): boolean {
  if (seen.has(path)) return false;
  seen.add(path);
  const text = byPath.get(path)!;
  return (
    USES_HELPER.test(text) ||
    localImports(path, text).some((next) => submitsThroughHelper(next, seen))
  );
}

const byPath = new Map(sources(ROOT).map((path) => [path, readFileSync(path, 'utf8')]));

describe('every form submits through the shared submission helper', () => {
  const files = [...byPath].map(([path, text]) => ({
    path,
    name: relative(ROOT, path).split('\\').join('/'),
    text,
  }));

  it('finds the product’s forms (the scan itself works)', () => {
    const forms = files.filter((file) => SUBMITS.test(file.text)).map((file) => file.name);
    expect(forms).toEqual(
      expect.arrayContaining([
        'recruiter-jobs/components/OfferForm.tsx',
        'recruiter-jobs/components/stageDesigner/StageDesigner.tsx',
        'settings/components/ProfileFormFrame.tsx',
        'organization/components/CompanyForm.tsx',
        'applications/components/ApplyPanel.tsx',
      ]),
    );
  });

  it('each form that saves uses useFormSubmission (itself, or through the form hook it imports)', () => {
    const offenders = files
      .filter((file) => SUBMITS.test(file.text) && !(file.name in NOT_SAVING))
      .filter((file) => !submitsThroughHelper(file.path))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('the wrappers are built on it', () => {
    for (const hook of WRAPPERS) {
      const file = files.find((f) => new RegExp(`export function ${hook}\\(`).test(f.text));
      expect(file?.text, hook).toMatch(/\buseFormSubmission\(/);
    }
    for (const hook of KIT_WRAPPERS) {
      const text = readFileSync(join(KIT, `${hook}.tsx`), 'utf8');
      expect(text, hook).toMatch(
        new RegExp(`export function ${hook}\\b[^]*\\buseFormSubmission(<[^>]*>)?\\(`),
      );
    }
  });

  it('no form draws its failure by hand (a bare alert out of view): only through the helper', () => {
    const offenders = files
      .filter((file) => !(file.name in NOT_SAVING))
      .filter((file) => /<FormFailureAlert\b/.test(file.text))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('every exemption still exists (a removed file leaves no stale pass)', () => {
    for (const name of Object.keys(NOT_SAVING)) {
      expect(
        files.some((file) => file.name === name),
        name,
      ).toBe(true);
    }
  });
});
