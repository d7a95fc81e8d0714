import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANDES_DIGITAL_ID, db, ensureDatabase, PERSONA_USER_IDS } from '@/mocks/db';
import { call, tokenFor } from '@/mocks/handlers/test-utils';
import { currentStageOf } from '@/shared/domain';
import { renderWithApp, setTestToken } from '@/test/render';
import { CandidateHistoryPage } from './components/history/CandidateHistoryPage';
import { JobOfferPage, JobOfferPipelinePage } from './components/JobOfferPage';
import { NO_DRAG_HINT } from './components/pipeline/PipelineBoard';
import { staffOfferLoader } from './loaders';
import type { Applicant } from './model';

const routes: RouteObject[] = [
  {
    path: '/app/recruiter/jobs',
    children: [
      { path: ':jobId', loader: staffOfferLoader, element: <JobOfferPage /> },
      { path: ':jobId/pipeline', loader: staffOfferLoader, element: <JobOfferPipelinePage /> },
      {
        path: ':jobId/candidates/:candidateId',
        loader: staffOfferLoader,
        element: <CandidateHistoryPage />,
      },
    ],
  },
  { path: '*', element: <p>Otra pantalla</p> },
];

let token: string;
let offerId: string;

beforeAll(async () => {
  await ensureDatabase();
  token = await tokenFor('valentina');
  // An Andes Digital offer with two columns or more, one of them with two cards or more.
  const shape = (id: string) => {
    const columns = new Map<string, number>();
    for (const a of db.applications.where('jobOfferId', id)) {
      const key = a.status === 'in_progress' ? currentStageOf(a.stages)!.stageId : a.status;
      columns.set(key, (columns.get(key) ?? 0) + 1);
    }
    return columns.size >= 2 ? Math.max(...columns.values()) : 0;
  };
  offerId = db.jobOffers
    .where('companyId', ANDES_DIGITAL_ID)
    .reduce((best, offer) => (shape(offer.id) > shape(best.id) ? offer : best)).id;
  expect(shape(offerId)).toBeGreaterThan(1);
});
beforeEach(() => setTestToken(token));
afterEach(() => setTestToken(null));

/** Every applicant of the offer as the applicants list gives them. */
async function listedApplicants(): Promise<Applicant[]> {
  const res = await call('GET', `/job-offers/${offerId}/applicants/?pageSize=100`, { token });
  return res.body.data;
}

/** The column an applicant of the list belongs in: its "Etapa actual", or a closing one. */
const expectedColumn = (applicant: Applicant) =>
  applicant.status === 'hired'
    ? 'Contratados'
    : applicant.status !== 'in_progress'
      ? 'No seleccionados'
      : applicant.currentStage!.name;

/** The board's lists (each named by its column's heading: title and count). */
const boardLists = () => screen.findAllByRole('list', { name: /\(\d+\)$/ });

const openBoard = (search = '') =>
  renderWithApp(null, { routes, path: `/app/recruiter/jobs/${offerId}/pipeline${search}` });

describe('Pipeline', () => {
  it("puts every applicant in the column of the list's current stage, with the same counts", async () => {
    const applicants = await listedApplicants();
    openBoard();
    await boardLists();
    const expected = new Map<string, string[]>();
    for (const applicant of applicants) {
      const column = expectedColumn(applicant);
      const name = `${applicant.candidate!.name} ${applicant.candidate!.lastName}`;
      expected.set(column, [...(expected.get(column) ?? []), name]);
    }
    for (const [title, names] of expected) {
      const list = screen.getByRole('list', { name: `${title} (${names.length})` });
      const cards = within(list).getAllByRole('link');
      expect(cards).toHaveLength(names.length);
      for (const name of names)
        expect(within(list).getAllByRole('link', { name: new RegExp(`^${name}`) }).length).toBe(
          names.filter((other) => other === name).length,
        );
    }
    const shown = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(shown).toHaveLength(applicants.length);
    expect(
      screen.getByText(`${applicants.length} postulantes en el pipeline.`),
    ).toBeInTheDocument();
  });

  it('has the two tabs, each a link to its own URL, the current one selected', async () => {
    openBoard();
    const pipeline = await screen.findByRole('tab', { name: 'Pipeline' });
    expect(pipeline).toHaveAttribute('aria-selected', 'true');
    expect(pipeline).toHaveAttribute('href', `/app/recruiter/jobs/${offerId}/pipeline`);
    const list = screen.getByRole('tab', { name: 'Postulantes' });
    expect(list).toHaveAttribute('href', `/app/recruiter/jobs/${offerId}/`);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Pipeline');
  });

  it('searches by name and filters by stage status, from the URL', async () => {
    const applicants = await listedApplicants();
    const user = userEvent.setup();
    const { router } = openBoard();
    await boardLists();
    const target = applicants[0]!.candidate!;
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre' }), target.lastName);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toContain('buscar='));
    const named = applicants.filter((a) => a.candidate!.lastName.includes(target.lastName));
    expect(
      await screen.findByText(
        `${named.length} de ${applicants.length} postulantes coinciden con los filtros.`,
      ),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('link', {
      name: new RegExp(target.lastName),
    });
    expect(cards).toHaveLength(named.length);

    await router.navigate(`/app/recruiter/jobs/${offerId}/pipeline?estado=reviewing`);
    const reviewing = applicants.filter((a) => a.currentStage?.status === 'reviewing').length;
    expect(
      await screen.findByText(
        reviewing === 0
          ? 'Ningún postulante coincide con los filtros.'
          : `${reviewing} de ${applicants.length} postulantes coinciden con los filtros.`,
      ),
    ).toBeInTheDocument();
    const inReview = within(screen.getByRole('tabpanel')).queryAllByRole('link');
    expect(inReview).toHaveLength(reviewing);
    for (const card of inReview)
      expect(card).toHaveTextContent(/En revisión|Asistencia confirmada/);
  });

  it('moves between cards and columns with the arrow keys, Enter opens the card', async () => {
    const user = userEvent.setup();
    const { router } = openBoard();
    const hasCards = (list: HTMLElement) => within(list).queryAllByRole('link').length > 0;
    const lists = await boardLists();
    const focusable = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('link')
        .filter((link) => link.tabIndex === 0);
    expect(focusable()).toHaveLength(1);
    const first = lists.find((list) => within(list).getAllByRole('link').length > 1)!;
    const [top, second] = within(first).getAllByRole('link');
    top!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(focusable()).toEqual([second]);
    await user.keyboard('{ArrowUp}');
    expect(top).toHaveFocus();
    const later = lists.slice(lists.indexOf(first) + 1).find(hasCards);
    const other = later ?? lists.slice(0, lists.indexOf(first)).reverse().find(hasCards)!;
    await user.keyboard(later ? '{ArrowRight}' : '{ArrowLeft}');
    expect(within(other).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard(later ? '{ArrowLeft}' : '{ArrowRight}');
    expect(top).toHaveFocus();
    const target = top!.getAttribute('href');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('says that cards are not dragged when someone tries', async () => {
    openBoard();
    const [list] = await boardLists();
    fireEvent.dragStart(within(list!).getAllByRole('link')[0]!);
    expect(await screen.findByText(NO_DRAG_HINT)).toBeInTheDocument();
  });
});

describe('Historial del candidato', () => {
  it("shows the profile and every application of the candidate to the company's offers", async () => {
    const camila = PERSONA_USER_IDS.camila;
    const own = db.applications
      .where('candidateId', camila)
      .filter((a) => a.companyId === ANDES_DIGITAL_ID);
    const here = own[0]!.jobOfferId;
    renderWithApp(null, { routes, path: `/app/recruiter/jobs/${here}/candidates/${camila}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Historial del candidato: Camila/ }),
    ).toBeInTheDocument();
    const sections = screen
      .getAllByRole('region')
      .filter(
        (section) =>
          section.getAttribute('aria-labelledby') && section.textContent?.includes('Postuló el'),
      );
    expect(sections).toHaveLength(own.length);
    for (const application of own) {
      const title = db.jobOffers.get(application.jobOfferId)!.title;
      expect(screen.getAllByRole('region', { name: title }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Esta oferta')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Perfil' })).toBeInTheDocument();
  });

  it('is the not-found screen for a candidate who never applied to the company', async () => {
    renderWithApp(null, {
      routes,
      path: `/app/recruiter/jobs/${offerId}/candidates/${PERSONA_USER_IDS.mateo}`,
    });
    expect(await screen.findByRole('link', { name: 'Volver' })).toBeInTheDocument();
  });

  it('is linked from the applicants list', async () => {
    const [first] = await listedApplicants();
    renderWithApp(null, { routes, path: `/app/recruiter/jobs/${offerId}/` });
    const name = `${first!.candidate!.name} ${first!.candidate!.lastName}`;
    const link = (await screen.findAllByRole('link', { name }))[0]!;
    expect(link).toHaveAttribute(
      'href',
      `/app/recruiter/jobs/${offerId}/candidates/${first!.candidate!.id}`,
    );
  });
});
