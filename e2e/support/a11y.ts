import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  AUDITED_ROUTES,
  type Audience,
  type AuditedRoute,
} from '../../src/features/accessibility/model';
import { axe, steadyViolations } from './fixtures';
import { rightAnswer } from './seed';
import { startSignedIn, type PersonaKey } from './session';
import { api, type Loose } from './api';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe (issue 16). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The persona that visits each audience's routes. */
export const AUDIENCE_PERSONA: Record<Audience, PersonaKey | null> = {
  public: null,
  candidate: 'camila',
  recruiter: 'valentina',
  admin: 'andres',
};

/**
 * Every accessibility violation of any impact on the screen, or in `include` only, as they
 * hold still (`steadyViolations`).
 */
export async function a11yViolations(page: Page, include?: string): Promise<string[]> {
  const builder = () => {
    const wcag = axe(page).withTags(WCAG_TAGS);
    return include ? wcag.include(include) : wcag;
  };
  const violations = await steadyViolations(page, () => builder().analyze());
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(-1)[0] ?? ''}`,
        )
        .join(' | ')}`,
  );
}

/** The colour scheme of every page of the context, stored before the app's first script. */
export async function loadInTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addInitScript((mode) => {
    try {
      localStorage.setItem('themeMode', mode);
    } catch {
      // about:blank has no storage.
    }
  }, theme);
}

/** The width's viewport, as the sweep's pages have it (the height of a desktop or a phone). */
export const auditViewport = (width: number) => ({ width, height: width > 600 ? 900 : 844 });

/**
 * Shows the open page in `theme` at `width` without loading it again: the viewport resized
 * (media queries and MUI's `useMediaQuery` follow), the colour scheme stored and announced as
 * another tab choosing it would (the `storage` event MUI's provider listens to), then the
 * screen settled. It stays stored for the pages loaded after it in the context.
 */
export async function showAs(page: Page, theme: 'light' | 'dark', width: number) {
  const viewport = page.viewportSize();
  if (viewport?.width !== width) await page.setViewportSize(auditViewport(width));
  if ((await page.locator('html').getAttribute('data-theme')) !== theme)
    await page.evaluate((mode) => {
      localStorage.setItem('themeMode', mode);
      window.dispatchEvent(new StorageEvent('storage', { key: 'themeMode', newValue: mode }));
    }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await screenReady(page);
}

/** The headings of the general screens: a route that shows one did not find its data. */
export const GENERAL_SCREEN_HEADINGS = [
  'Sin datos',
  'Página no encontrada',
  'Acceso denegado',
  'Error',
];

/** Waits until the screen has its heading and nothing in the main area is still loading. */
export async function screenReady(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'main .MuiSkeleton-root, main [aria-busy="true"], main [role="progressbar"]:not([aria-valuenow]):not([aria-hidden="true"])',
      ),
  );
}

function rightOption(question: Loose): string {
  const text = rightAnswer(String(question.text));
  return question.options.find((o: Loose) => o.text === text).id;
}

const stagePath = (jobId: string, stageId: string) => `/app/jobs/${jobId}/stages/${stageId}`;

/**
 * The URL of each route of the list, with its parameters taken from this browser's own mock
 * database as the route's persona sees it (the app must be loaded). Stage screens are reached
 * as a candidate would: Camila's seeded applications, or an application made for the test
 * (and the questionnaire before an interview answered right).
 */
export async function resolvePaths(
  page: Page,
  routes: readonly AuditedRoute[],
): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  const needs = new Set(routes.filter((r) => r.path.includes(':')).map((r) => r.id));
  const candidate = [...needs].some(
    (id) => id === 'apply' || id === 'workflow' || id.startsWith('stage-'),
  );
  if (candidate) {
    const applications = (await api(page, 'candidates/applications?pageSize=50')).body
      .data as Loose[];
    const current = (type: string) =>
      applications.find(
        (a) =>
          a.status === 'in_progress' &&
          a.currentStage?.status === 'in_progress' &&
          a.currentStage?.type === type,
      );
    const offers = (await api(page, 'candidates/job-offers?pageSize=100')).body.data as Loose[];
    const open = offers.filter((o) => !o.applicationId && o.status === 'published');
    const cvId = (await api(page, 'cv/')).body.data[0].id;
    const applyTo = async (offer: Loose) =>
      (await api(page, `job-offers/${offer.id}/apply`, { method: 'POST', json: { cvId } })).body
        .data;
    const taken = new Set<string>();
    const firstOfType = (type: string) => {
      const offer = open.find((o) => !taken.has(o.id) && o.stages[0]?.type === type);
      expect(offer, `an open offer whose first stage is ${type}`).toBeTruthy();
      taken.add(offer.id);
      return offer;
    };
    for (const id of needs) {
      if (id === 'workflow') {
        const application = current('questionnaire') ?? applications[0];
        paths.set(id, `/app/jobs/${application.jobOffer.id}/workflow`);
      } else if (id === 'apply') {
        const offer = open.find((o) => !taken.has(o.id));
        taken.add(offer.id);
        paths.set(id, `/app/candidates/job-offers/${offer.id}/apply`);
      } else if (id === 'stage-questionnaire' || id === 'stage-bender') {
        const type = id === 'stage-bender' ? 'psychometric_bender' : 'questionnaire';
        const application = current(type);
        expect(application, `an application of Camila at a ${type} stage`).toBeTruthy();
        const offer = (await api(page, `candidates/job-offers/${application.jobOffer.id}`)).body
          .data;
        const stage = (offer.stages as Loose[]).find((s) => s.type === type);
        paths.set(id, stagePath(offer.id, stage.id));
      } else if (id === 'stage-technical' || id === 'stage-document') {
        const offer = firstOfType(id === 'stage-technical' ? 'technical' : 'document');
        await applyTo(offer);
        paths.set(id, stagePath(offer.id, offer.stages[0].id));
      } else if (id === 'stage-interview') {
        const offer = open.find(
          (o) =>
            !taken.has(o.id) &&
            o.stages.length === 2 &&
            o.stages[0].autoDecide &&
            o.stages[1].type === 'interview',
        );
        expect(offer, 'an offer with an auto-decided questionnaire and an interview').toBeTruthy();
        taken.add(offer.id);
        const application = await applyTo(offer);
        const [questionnaire, interview] = offer.stages;
        const answers = (questionnaire.questions as Loose[]).map((q) => ({
          questionId: q.id,
          optionId: rightOption(q),
        }));
        await api(
          page,
          `evaluations/applications/${application.id}/stages/${questionnaire.id}/attempt`,
          { method: 'POST', json: { answers } },
        );
        paths.set(id, stagePath(offer.id, interview.id));
      }
    }
  }
  if (needs.has('job') || needs.has('job-stages')) {
    const jobs = (await api(page, 'job-offers/?pageSize=10&status=published')).body.data
      .jobOffers as Loose[];
    const job = jobs[0];
    paths.set('job', `/app/recruiter/jobs/${job.id}`);
    paths.set('job-stages', `/app/recruiter/jobs/${job.id}/stages`);
  }
  if (needs.has('job-pipeline') || needs.has('candidate-history')) {
    // An offer with applicants: its board, and the history of its first applicant.
    const jobs = (await api(page, 'job-offers/?pageSize=20&status=published')).body.data
      .jobOffers as Loose[];
    const job = jobs.find((o) => o.applicantsCount > 0);
    expect(job, 'a published offer with applicants').toBeTruthy();
    const pipeline = (await api(page, `job-offers/${job.id}/pipeline`)).body.data as Loose[];
    paths.set('job-pipeline', `/app/recruiter/jobs/${job.id}/pipeline`);
    paths.set(
      'candidate-history',
      `/app/recruiter/jobs/${job.id}/candidates/${pipeline[0].candidate.id}`,
    );
  }
  if (needs.has('attempt-review')) {
    const attempts = (await api(page, 'recruiters/stage-attempts/to-review?pageSize=1')).body
      .data as Loose[];
    paths.set('attempt-review', `/app/recruiter/candidates/attempts/${attempts[0].id}`);
  }
  for (const route of routes) if (!route.path.includes(':')) paths.set(route.id, route.path);
  return paths;
}

/**
 * Signs `persona` in and opens the audited route `id` (its parameters resolved as the sweep
 * resolves them: `resolvePaths`), ready to be checked.
 */
export async function openAuditedRoute(
  context: BrowserContext,
  page: Page,
  persona: PersonaKey,
  id: string,
): Promise<void> {
  await startSignedIn(context, persona);
  await page.goto('/app');
  await screenReady(page);
  const paths = await resolvePaths(
    page,
    AUDITED_ROUTES.filter((route) => route.id === id),
  );
  await page.goto(paths.get(id)!);
  await screenReady(page);
}
