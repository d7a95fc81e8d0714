import type { Page } from '@playwright/test';
import {
  AUDIT_THEMES,
  AUDIT_WIDTHS,
  AUDITED_ROUTES,
  type Audience,
} from '../src/features/accessibility/model';
import {
  AUDIENCE_PERSONA,
  GENERAL_SCREEN_HEADINGS,
  a11yViolations,
  WCAG_TAGS,
  auditViewport,
  openAuditedRoute,
  resolvePaths,
  screenReady,
  showAs,
  loadInTheme,
} from './support/a11y';
import { axe, expect, settled, steadyViolations, test } from './support/fixtures';
import { clippedText, horizontalOverflow, smallTargets, TEXT_SPACING } from './support/layout';
import { accountButton, startSignedIn } from './support/session';

/**
 * Issue 16, part 1: every route of the spec (src/features/accessibility/audit.ts, the list the
 * statement is written from), as the persona that visits it, in light and dark, at 1280 and
 * 390 px, with axe's WCAG 2.0/2.1/2.2 A and AA rules: no violation of any impact. The menus,
 * popovers, dialogs, a date picker and the demo panel are opened and checked too. One page per
 * persona, theme and width, reused for its routes (each test has its own mock database).
 *
 * The same walk makes the other checks each route needs (`./support/layout`): target size
 * (WCAG 2.5.8) at both widths, and at 320 px (a 1280 px window at 400 % zoom) no sideways
 * scroll and, with the text spacing of WCAG 1.4.12, no text cut off (1.4.10; a table may
 * scroll inside its own frame). A route added to the list gets every check.
 */

/** An overlay opened, checked and closed; `view` names the theme and width it is seen in. */
type Overlay = (page: Page, found: string[], view: string) => Promise<void>;

async function check(page: Page, what: string, found: string[], include?: string) {
  for (const violation of await a11yViolations(page, include)) found.push(`${what}: ${violation}`);
}

/** The window of the zoom checks: 320 CSS px wide, a 1280 px window at 400 % zoom. */
const ZOOMED = { width: 320, height: 640 };

/**
 * WCAG 1.4.10 and 1.4.12 on the screen shown: at 320 px it scrolls only vertically, and with
 * the text-spacing overrides no text is cut off and it still does not scroll sideways.
 */
async function checkZoomed(page: Page, what: string, found: string[]) {
  await page.setViewportSize(ZOOMED);
  await screenReady(page);
  await settled(page);
  const overflow = await horizontalOverflow(page);
  if (overflow) found.push(`${what} at 320 px: ${overflow}`);
  const spacing = await page.addStyleTag({ content: TEXT_SPACING });
  for (const clipped of await clippedText(page))
    found.push(`${what} with text spacing: ${clipped}`);
  const spaced = await horizontalOverflow(page);
  if (spaced) found.push(`${what} with text spacing: ${spaced}`);
  await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
}

async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await settled(page);
}

/** The shell's menus, on any signed-in screen. */
const accountMenu: Overlay = async (page, found, view) => {
  await accountButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, `avatar menu, ${view}`, found);
  await closeWithEscape(page);
  await expect(page.getByRole('menu')).toHaveCount(0);
};

const notifications: Overlay = async (page, found, view) => {
  await page.getByRole('button', { name: /Notificaciones/ }).click();
  const popover = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(popover).toBeVisible();
  await expect(popover.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
  await check(page, `notifications popover, ${view}`, found);
  await closeWithEscape(page);
  await expect(popover).toHaveCount(0);
};

const themeMenu: Overlay = async (page, found, view) => {
  await page.getByRole('button', { name: /^Tema:/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, `theme menu, ${view}`, found);
  await closeWithEscape(page);
};

const demoPanel: Overlay = async (page, found, view) => {
  await page.getByRole('button', { name: 'Panel de demostración' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de demostración' });
  await expect(panel).toBeVisible();
  for (const section of ['Buzón', 'Personas', 'Datos', 'Red', 'Sesión']) {
    await panel.getByRole('tab', { name: section }).click();
    await expect(panel.getByRole('tab', { name: section })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await check(page, `demo panel, ${section}, ${view}`, found);
  }
  await panel.getByRole('button', { name: 'Cerrar panel' }).click();
  await expect(panel).toHaveCount(0);
};

/** The CVs tab, and a confirmation dialog: deleting a CV asks first (cancelled). */
const confirmDialog: Overlay = async (page, found, view) => {
  await page.goto('/app/my-cvs?tab=cvs');
  await screenReady(page);
  await check(page, `my-cvs, CVs tab, ${view}`, found);
  await page
    .getByRole('button', { name: /^Eliminar / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(page, `confirmation dialog, ${view}`, found);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
};

/** The review queue's "Desde" date picker, opened on its calendar. */
const datePicker: Overlay = async (page, found, view) => {
  await page.goto('/app/recruiter/candidates');
  await screenReady(page);
  // Below md the less used filters fold under "Filtros".
  const more = page.getByRole('button', { name: 'Filtros', exact: true });
  if (await more.isVisible()) await more.click();
  const from = page.getByRole('group', { name: 'Desde' });
  const open = from.locator('xpath=..').getByRole('button', { name: 'Elige fecha' });
  const calendar = page.getByRole('dialog');
  // One click opens it. On a starved CI machine a click was once lost (the calendar never
  // showed, the retry passed): the sweep clicks again, as a person would, rather than fail
  // on that; a calendar that never opens still fails it.
  await expect(async () => {
    if (!(await calendar.isVisible())) await open.click();
    await expect(calendar.getByRole('grid')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await check(page, `date picker, ${view}`, found);
  await closeWithEscape(page);
  await expect(calendar).toHaveCount(0);
};

/** An admin's dialog: inviting a user (cancelled). */
const inviteDialog: Overlay = async (page, found, view) => {
  await page.goto('/app/recruiter/admin/users');
  await screenReady(page);
  await page.getByRole('button', { name: 'Invitar usuario' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(page, `invite dialog, ${view}`, found);
  await closeWithEscape(page);
  await expect(dialog).toHaveCount(0);
};

const OVERLAYS: Record<Audience, Overlay[]> = {
  public: [demoPanel, themeMenu],
  candidate: [accountMenu, notifications, confirmDialog],
  recruiter: [accountMenu, notifications, datePicker],
  admin: [inviteDialog],
};

const AUDIENCES: Audience[] = ['public', 'candidate', 'recruiter', 'admin'];

/** At most this many routes per test: each test stays well inside its bound on a loaded machine. */
const ROUTES_PER_TEST = 5;

/** The audience's routes in groups of {@link ROUTES_PER_TEST}; the overlays go with the last one. */
function groups(audience: Audience) {
  const routes = AUDITED_ROUTES.filter((route) => route.audience === audience);
  const count = Math.ceil(routes.length / ROUTES_PER_TEST);
  return Array.from({ length: count }, (_, index) => ({
    routes: routes.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST),
    overlays: index === count - 1 ? OVERLAYS[audience] : [],
    label: count > 1 ? ` (${index + 1}/${count})` : '',
  }));
}

/**
 * The four ways each screen is checked, in an order that changes one thing at a time. Each
 * route is loaded once, in the first; the others are shown in place (`showAs`: the viewport
 * resized, the colour scheme switched), which audits the same page as loading it that way
 * (the test at the end compares them) in far less time than a load each.
 */
const VIEWS = AUDIT_THEMES.flatMap((theme, index) =>
  (index % 2 ? [...AUDIT_WIDTHS].reverse() : AUDIT_WIDTHS).map((width) => ({ theme, width })),
);
const FIRST_VIEW = VIEWS[0]!;

for (const audience of AUDIENCES) {
  for (const { routes, overlays, label } of groups(audience)) {
    test(`${audience}${label}: ${routes.map((r) => r.id).join(', ')}${overlays.length ? ' and overlays' : ''}; ${AUDIT_THEMES.join(' and ')}, ${AUDIT_WIDTHS.join(' and ')} px, zoomed to 320 px`, async ({
      context,
      page,
    }) => {
      // Four views of each screen in one test: three times the bound of a test with one.
      test.slow();
      const persona = AUDIENCE_PERSONA[audience];
      if (persona) await startSignedIn(context, persona);
      await page.setViewportSize(auditViewport(FIRST_VIEW.width));
      await page.goto(persona ? '/app' : '/');
      await screenReady(page);
      // Stored in the page, not by a script run on every load: the views after the first keep
      // their theme on the pages an overlay opens.
      await showAs(page, FIRST_VIEW.theme, FIRST_VIEW.width);
      const paths = await resolvePaths(page, routes);
      const found: string[] = [];
      for (const route of routes) {
        const path = paths.get(route.id)!;
        await showAs(page, FIRST_VIEW.theme, FIRST_VIEW.width);
        await page.goto(path);
        await screenReady(page);
        // The screen itself, not a general screen standing in for it (missing data).
        if (route.area !== 'general')
          expect(GENERAL_SCREEN_HEADINGS).not.toContain(
            await page.locator('main h1').first().textContent(),
          );
        for (const { theme, width } of VIEWS) {
          await showAs(page, theme, width);
          // Help in the same place on every page (WCAG 3.2.6): the statement, with its contact.
          await expect(
            page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }),
          ).toHaveAttribute('href', '/accesibilidad');
          await check(page, `${route.id} (${path}), ${theme}, ${width} px`, found);
          // Sizes do not change with the theme: measured once per width.
          if (theme === FIRST_VIEW.theme)
            for (const small of await smallTargets(page))
              found.push(`${route.id}, ${width} px, target under 24 × 24 px: ${small}`);
        }
        await checkZoomed(page, route.id, found);
      }
      for (const { theme, width } of VIEWS) {
        await showAs(page, theme, width);
        for (const overlay of overlays) await overlay(page, found, `${theme}, ${width} px`);
      }
      expect(found).toEqual([]);
    });
  }
}

/**
 * Violations planted in the screen: a nameless button, text too faint in any theme, and text
 * in the theme's own colour on light grey (legible in light, too faint in dark).
 */
async function plantViolations(page: Page) {
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const faint = document.createElement('p');
    faint.textContent = 'Texto casi invisible';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    const themed = document.createElement('p');
    themed.textContent = 'Texto del tema sobre blanco';
    themed.style.color = 'var(--mui-palette-text-primary)';
    // Not white: axe leaves a 1:1 contrast (white on white) to a person, it does not fail it.
    themed.style.background = '#eeeeee';
    main.append(faint, themed, document.createElement('button'));
  });
}

test('the check itself finds a violation of any impact (a planted one)', async ({ page }) => {
  await page.goto('/accesibilidad');
  await screenReady(page);
  await plantViolations(page);
  const found = await a11yViolations(page);
  expect(found.some((v) => v.startsWith('color-contrast'))).toBe(true);
  expect(found.some((v) => v.startsWith('button-name'))).toBe(true);
});

test('the layout checks find a small target, a page wider than 320 px and cut text (planted)', async ({
  page,
}) => {
  await page.goto('/accesibilidad');
  await screenReady(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    // Two 16 px buttons side by side: too small, and too close for the spacing exception.
    for (const name of ['Uno', 'Dos']) {
      const button = document.createElement('button');
      button.setAttribute('aria-label', name);
      button.style.cssText = 'width:16px;height:16px;padding:0;margin:0;border:0';
      main.append(button);
    }
    const wide = document.createElement('div');
    wide.style.width = '400px';
    wide.textContent = 'Un bloque de ancho fijo';
    // A box of one line of text that the wider spacing makes two, cut off.
    const cut = document.createElement('p');
    cut.style.cssText = 'width:150px;height:1.6em;overflow:hidden;line-height:1.5';
    cut.textContent = 'Texto que con más espacio no cabe';
    main.append(wide, cut);
  });
  expect((await smallTargets(page)).join('\n')).toMatch(/button «Uno» 16×16/);
  const found: string[] = [];
  await checkZoomed(page, 'planted', found);
  expect(found.some((line) => line.startsWith('planted at 320 px: '))).toBe(true);
  expect(found.some((line) => line.startsWith('planted with text spacing: p. «Texto'))).toBe(true);
  // The spacing is taken away again: the next screen is measured as it is.
  const left = await page.evaluate(
    (spacing) => [...document.querySelectorAll('style')].some((s) => s.textContent === spacing),
    TEXT_SPACING,
  );
  expect(left).toBe(false);
});

test('a violation that moves away while axe runs is not reported; one that stays is', async ({
  page,
}) => {
  await page.goto('/accesibilidad');
  await screenReady(page);
  // The planted faint text stays; the planted nameless button is gone after the first run (what
  // a snackbar fading out under axe looks like to it).
  await plantViolations(page);
  let runs = 0;
  const violations = await steadyViolations(page, async () => {
    const results = await axe(page).withTags(WCAG_TAGS).analyze();
    runs += 1;
    await page.evaluate(() => document.querySelector('main > button:last-child')?.remove());
    return results;
  });
  expect(runs).toBe(2);
  expect(violations.map((rule) => rule.id)).toEqual(['color-contrast']);
});

/**
 * Every rule axe ran, with how many elements failed it and how many passed it (what the sweep
 * asserts, and what it audited). Not the incomplete results, which the sweep does not assert:
 * in the review queue a badge hidden at zero was once left "too short to tell" on one side.
 */
async function auditSummary(page: Page): Promise<string[]> {
  await settled(page);
  // All results, not only the violations: the passes count what was audited.
  const results = await axe(page).withTags(WCAG_TAGS).options({}).analyze();
  const kinds = { violations: results.violations, passes: results.passes };
  return Object.entries(kinds).flatMap(([kind, rules]) =>
    rules.map((rule) => `${kind} ${rule.id}: ${rule.nodes.length}`),
  );
}

/** The view that differs from the first in both theme and width. */
const OTHER_VIEW = VIEWS.find(
  (view) => view.theme !== FIRST_VIEW.theme && view.width !== FIRST_VIEW.width,
)!;

for (const id of ['jobs', 'review-queue']) {
  test(`${id}: shown in place in ${OTHER_VIEW.theme} at ${OTHER_VIEW.width} px, the audit is the one of a page loaded that way`, async ({
    browser,
  }) => {
    const persona = id === 'jobs' ? 'camila' : 'valentina';
    const audit = async (load: { theme: 'light' | 'dark'; width: number }) => {
      const context = await browser.newContext({ viewport: auditViewport(load.width) });
      await loadInTheme(context, load.theme);
      const page = await context.newPage();
      await openAuditedRoute(context, page, persona, id);
      await showAs(page, OTHER_VIEW.theme, OTHER_VIEW.width);
      await plantViolations(page);
      const summary = await auditSummary(page);
      await context.close();
      return summary;
    };
    const loaded = await audit(OTHER_VIEW);
    const inPlace = await audit(FIRST_VIEW);
    expect(loaded.filter((line) => line.startsWith('violations '))).toEqual([
      'violations button-name: 1',
      'violations color-contrast: 2',
    ]);
    expect(inPlace).toEqual(loaded);
  });
}
