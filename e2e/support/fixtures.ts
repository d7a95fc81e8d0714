import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startSignedIn, type PersonaKey } from './session';

/**
 * The app's test fixtures: every test starts on a clean browser profile (the mock
 * database and session live in browser storage, so each test gets its own, and no test
 * sees another's writes), and fails on any uncaught page error.
 *
 * `test.use({ persona: 'camila' })` starts the tests signed in as that persona, from the
 * session the `setup` project saved (e2e/auth.setup.ts): no sign-in through the UI. Only
 * tests whose subject is signing in should sign in through the UI (`signInAs`).
 */
export const test = base.extend<{ pageErrors: Error[]; persona: PersonaKey | null }>({
  persona: [null, { option: true }],
  context: async ({ context, persona }, provide) => {
    if (persona) await startSignedIn(context, persona);
    await provide(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until no finite CSS transition or animation runs (a menu or a dialog fading in has text
 * of a colour it will not keep). An endless animation (a spinner) does not count, and after 5 s
 * the wait gives up rather than fail the test: it is a settling, not an assertion.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

/**
 * axe on the page, as every check here runs it: `axe.run` in the page itself (legacy mode:
 * not `runPartial` in each frame then `finishRun` in a blank page the builder opens, feeds
 * every result to and closes) and only the violations' nodes collected (`resultTypes`: the
 * passes and incomplete results keep one node each). The app has no frames, and the
 * violations are the same (e2e/a11y-sweep.spec.ts plants two and finds them); each run
 * took 2–3 times less (docs/decisions/2026-11-27-suite-time.md).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** What an axe run answers, and one rule's result in it (axe-core's types, through the builder). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Result = AxeResults['violations'][number];

/**
 * The violations of `run` (an axe run) that hold still: the screen settled, axe run; when it
 * finds something, the screen settled and axe run again, and only what both runs found (the
 * same rule on the same element) is kept. What the test does not control can start to move
 * while axe runs, and axe takes seconds on a loaded machine: a snackbar whose timer ends
 * fades out under it, and its text is judged at the colours of one frame of the fade (seen:
 * contrast 1.06 on "Borrador guardado…", gone from the screen by the time the test failed). A
 * real violation is found by both runs; a passing screen is audited once.
 */
export async function steadyViolations(
  page: Page,
  run: () => Promise<AxeResults>,
): Promise<Result[]> {
  await settled(page);
  const first = (await run()).violations;
  if (first.length === 0) return first;
  await settled(page);
  const where = (rule: Result, node: Result['nodes'][number]) =>
    `${rule.id} ${node.target.join(' ')}`;
  const again = new Set(
    (await run()).violations.flatMap((rule) => rule.nodes.map((node) => where(rule, node))),
  );
  return first
    .map((rule) => ({ ...rule, nodes: rule.nodes.filter((node) => again.has(where(rule, node))) }))
    .filter((rule) => rule.nodes.length > 0);
}

/**
 * Serious and critical accessibility violations on the current screen (axe), as they hold
 * still (`steadyViolations`): a menu or a dialog fading in, or a snackbar fading out, has
 * text of a colour it will not keep.
 */
export async function seriousA11yViolations(page: Page) {
  const violations = await steadyViolations(page, () => axe(page).analyze());
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 300)} ${node.failureSummary?.split('\n').slice(-1)[0] ?? ''}`,
          )
          .join(' | ')}`,
    );
}

/** A CSS colour as the browser computes it, e.g. `#1E1F22` → `rgb(30, 31, 34)`. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
