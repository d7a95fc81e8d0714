import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { JobSearchPage } from '@/features/jobs/pages';
import { db, PERSONA_USER_IDS } from '@/mocks/db';
import { tokenFor } from '@/mocks/handlers/test-utils';
import { answerWith, holdBack, recordRequests, server } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { signedInState } from '@/test/session';
import { AlertsPage } from './AlertsPage';

const ALERTS = `${apiBaseUrl()}candidates/job-alerts`;

async function signedInAs(persona: 'camila' | 'mateo' | 'valentina') {
  setTestToken(await tokenFor(persona));
}

/** The requests of `method` to the alerts, from now on. */
const alertRequests = (method: string) =>
  recordRequests((request, url) =>
    request.method === method && url.pathname.includes('/job-alerts') ? url.pathname : undefined,
  );

const camilaAlerts = () => db.jobAlerts.where('candidateId', PERSONA_USER_IDS.camila);

afterEach(() => setTestToken(null));

describe('"Crear alerta" on the job search', () => {
  it('saves the search as it stands under the proposed name, once, whatever the double click', async () => {
    await signedInAs('mateo');
    const posts = alertRequests('POST');
    const user = userEvent.setup();
    renderWithApp(<JobSearchPage />, { path: '/app/jobs/?modality=remoto&seniority=senior' });
    // What is typed counts, even before the URL follows it.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'diseñador');
    await user.type(screen.getByRole('searchbox', { name: 'Lugar' }), 'madrid');
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Crear alerta de empleo' });
    expect(dialog).toHaveTextContent('«diseñador» · Remoto · Senior · En madrid');
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la alerta/ });
    expect(name).toHaveValue('Diseñador · Remoto · Senior · Madrid');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Diseño remoto');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Guardar alerta' }));

    expect(
      await screen.findByText('Alerta creada. Te avisaremos de las nuevas ofertas.'),
    ).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(posts).toHaveLength(1);
    const saved = db.jobAlerts.where('candidateId', PERSONA_USER_IDS.mateo);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      name: 'Diseño remoto',
      active: true,
      criteria: { search: 'diseñador', place: 'madrid', modality: 'remoto', seniority: 'senior' },
    });
    expect(screen.getByRole('link', { name: 'Mis alertas' })).toHaveAttribute(
      'href',
      '/app/alerts',
    );
  });

  it('shows the 20-alert limit in the dialog, the name kept; a blank name is refused before sending', async () => {
    await signedInAs('camila');
    answerWith('post', ALERTS, 422, {
      message: 'Ya tienes 20 alertas, el máximo. Elimina una para crear otra.',
      error: 'alert_limit',
    });
    const user = userEvent.setup();
    renderWithApp(<JobSearchPage />, { path: '/app/jobs/?category=Datos' });
    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear alerta de empleo' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la alerta/ });
    expect(name).toHaveValue('Datos');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar alerta' }));
    expect(await within(dialog).findByText('Escribe un nombre para la alerta')).toBeVisible();

    await user.type(name, 'Mis datos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar alerta' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudo crear la alerta. Ya tienes 20 alertas, el máximo. Elimina una para crear otra.',
    );
    expect(name).toHaveValue('Mis datos');
  });

  it('is not offered to recruiters', async () => {
    await signedInAs('valentina');
    renderWithApp(<JobSearchPage />, {
      path: '/app/jobs/',
      preloadedState: signedInState(['recruiter']),
    });
    expect(await screen.findByRole('heading', { name: 'Buscar ofertas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Crear alerta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mis alertas' })).not.toBeInTheDocument();
  });
});

describe('"Mis alertas"', () => {
  it('shows skeletons, then each alert with its criteria in words and a link to its search', async () => {
    await signedInAs('camila');
    const release = holdBack(ALERTS);
    renderWithApp(<AlertsPage />, { path: '/app/alerts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis alertas' })).toBeVisible();
    expect(screen.getByTestId('alert-skeletons')).toBeInTheDocument();
    expect(screen.queryByText('Todavía no tienes alertas')).not.toBeInTheDocument();
    release();

    const tech = await screen.findByRole('listitem', { name: 'Tecnología · Remoto' });
    expect(screen.queryByTestId('alert-skeletons')).not.toBeInTheDocument();
    expect(within(tech).getByText('Tecnología · Remoto', { selector: 'p' })).toBeVisible();
    expect(within(tech).getByText('Activa')).toBeVisible();
    const link = within(tech).getByRole('link', { name: /coincide/ });
    expect(link).toHaveAttribute('href', '/app/jobs/?category=Tecnolog%C3%ADa&modality=remoto');
    const paused = screen.getByRole('listitem', { name: 'Datos · Chile' });
    expect(within(paused).getByText('Pausada')).toBeVisible();
    expect(within(paused).getByText('Datos · En Chile')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 alertas de 20');
  });

  it('pauses and resumes an alert, one request per click', async () => {
    await signedInAs('camila');
    const patches = alertRequests('PATCH');
    const user = userEvent.setup();
    renderWithApp(<AlertsPage />, { path: '/app/alerts' });
    const row = await screen.findByRole('listitem', { name: 'Tecnología · Remoto' });
    await user.dblClick(within(row).getByRole('button', { name: 'Pausar Tecnología · Remoto' }));
    expect(await within(row).findByText('Pausada')).toBeVisible();
    expect(await screen.findByText('Alerta pausada')).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(camilaAlerts().find((a) => a.name === 'Tecnología · Remoto')!.active).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Reanudar Tecnología · Remoto' }));
    expect(await within(row).findByText('Activa')).toBeVisible();
    expect(camilaAlerts().find((a) => a.name === 'Tecnología · Remoto')!.active).toBe(true);
  });

  it('renames an alert in a dialog; a failure stays in the dialog', async () => {
    await signedInAs('camila');
    const user = userEvent.setup();
    renderWithApp(<AlertsPage />, { path: '/app/alerts' });
    const row = await screen.findByRole('listitem', { name: 'Datos · Chile' });
    await user.click(within(row).getByRole('button', { name: 'Cambiar nombre de Datos · Chile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar nombre de la alerta' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la alerta/ });
    expect(name).toHaveValue('Datos · Chile');
    await user.clear(name);
    await user.type(name, 'Datos en Chile{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Datos en Chile' })).toBeVisible();
    expect(await screen.findByText('Nombre de la alerta guardado')).toBeVisible();

    answerWith('patch', `${ALERTS}/:id`, 500, { message: 'Error interno del servidor' });
    const renamed = screen.getByRole('listitem', { name: 'Datos en Chile' });
    await user.click(
      within(renamed).getByRole('button', { name: 'Cambiar nombre de Datos en Chile' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Cambiar nombre de la alerta' });
    await user.type(within(again).getByRole('textbox', { name: /Nombre/ }), ' 2');
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar el nombre. Error interno del servidor',
    );
    expect(within(again).getByRole('textbox', { name: /Nombre/ })).toHaveValue('Datos en Chile 2');
    await user.click(within(again).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('listitem', { name: 'Datos en Chile' })).toBeVisible();
  });

  it('deletes an alert after the default confirmation; the last one gone, the empty state helps', async () => {
    await signedInAs('camila');
    const user = userEvent.setup();
    renderWithApp(<AlertsPage />, { path: '/app/alerts' });
    for (const name of ['Tecnología · Remoto', 'Datos · Chile']) {
      const row = await screen.findByRole('listitem', { name });
      await user.click(within(row).getByRole('button', { name: `Eliminar ${name}` }));
      const confirm = await screen.findByRole('dialog', {
        name: '¿Desea continuar con la acción?',
      });
      expect(confirm).toHaveTextContent(`Se eliminará la alerta «${name}».`);
      await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(screen.queryByRole('listitem', { name })).not.toBeInTheDocument());
    }
    expect(await screen.findByText('Todavía no tienes alertas')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Buscar ofertas' })).toHaveLength(2),
    );
    expect(camilaAlerts()).toHaveLength(0);
  });

  it('a failed delete says why and keeps the alert; cancelling deletes nothing', async () => {
    await signedInAs('camila');
    answerWith('delete', `${ALERTS}/:id`, 404, {
      message: 'Alerta no encontrada',
      error: 'not_found',
    });
    const user = userEvent.setup();
    renderWithApp(<AlertsPage />, { path: '/app/alerts' });
    const row = await screen.findByRole('listitem', { name: 'Datos · Chile' });
    await user.click(within(row).getByRole('button', { name: 'Eliminar Datos · Chile' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Eliminar Datos · Chile' }));
    confirm = await screen.findByRole('dialog', { name: '¿Desea continuar con la acción?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('No se pudo eliminar la alerta: Alerta no encontrada'),
    ).toBeVisible();
    expect(
      await within(await screen.findByRole('list', { name: 'Mis alertas' })).findByRole(
        'listitem',
        { name: 'Datos · Chile' },
      ),
    ).toBeVisible();
    expect(camilaAlerts()).toHaveLength(2);
  });

  it('shows the empty state only after a successful answer; a failure offers to retry', async () => {
    await signedInAs('mateo');
    let fail = true;
    server.use(
      http.get(ALERTS, () =>
        fail
          ? HttpResponse.json({ message: 'Error interno del servidor' }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<AlertsPage />, { path: '/app/alerts' });
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 30_000 });
    expect(screen.queryByText('Todavía no tienes alertas')).not.toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Todavía no tienes alertas')).toBeVisible();
  });

  it('is a candidate screen: staff get the access-denied page', async () => {
    await signedInAs('valentina');
    renderWithApp(<AlertsPage />, {
      path: '/app/alerts',
      preloadedState: signedInState(['recruiter']),
    });
    expect(await screen.findByText('Acceso denegado')).toBeVisible();
  });
});
