// eslint-disable-next-line testing-library/no-manual-cleanup -- unmount before the reset below
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, ensureDatabase, PERSONA_USER_IDS } from '../db';
import { noteDataReset, readResetNotice, RESET_NOTICE_KEY } from '../db/reset-notice';
import { getNetworkSettings, resetNetworkSettings } from '../network/state';
import { DemoPanel } from './DemoPanel';
import { DemoPanelLauncher } from './DemoPanelLauncher';
import { demoPanelSections } from './sections';

afterEach(() => {
  // Unmount first (this hook runs before Testing Library's own cleanup): a reset while the
  // panel is still shown would re-render it outside act().
  cleanup();
  resetNetworkSettings();
});

/** The panel opened on its "Red" section. */
async function openNetworkSection() {
  const user = userEvent.setup();
  render(<DemoPanel />);
  await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('tab', { name: 'Red' }));
  return { user, dialog };
}

describe('DemoPanel', () => {
  it('opens from a button named "Panel de demostración" and shows the sections in order', async () => {
    await ensureDatabase();
    const user = userEvent.setup();
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Panel de demostración' });
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(demoPanelSections.map((s) => s.title));
    expect(tabs).toEqual(expect.arrayContaining(['Datos', 'Red']));
    // Datos: counts of what the database holds.
    await user.click(within(dialog).getByRole('tab', { name: 'Datos' }));
    expect(
      within(dialog).getByRole('link', { name: 'Referencia de la API (OpenAPI)' }),
    ).toHaveAttribute('href', 'http://127.0.0.1:8787/__docs');
    const table = within(dialog).getByRole('table', {
      name: 'Registros en la base de datos simulada',
    });
    expect(within(table).getByRole('rowheader', { name: 'Ofertas' }).nextSibling?.textContent).toBe(
      '150',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Restablecer datos de ejemplo' }),
    ).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes the network settings from the "Red" section', async () => {
    const { user, dialog } = await openNetworkSection();
    await user.click(
      within(dialog).getByRole('switch', { name: 'Sin conexión (todas las llamadas fallan)' }),
    );
    expect(getNetworkSettings().offline).toBe(true);
    await user.click(
      within(dialog).getByRole('button', { name: 'Forzar 500 en la próxima llamada' }),
    );
    expect(getNetworkSettings().forceNext).toBe(500);
    expect(within(dialog).getByText('La próxima llamada responderá 500.')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Responder HTML en la próxima consulta' }),
    );
    expect(getNetworkSettings()).toMatchObject({ forceNext: 'html', forceNextOn: 'GET' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'La próxima consulta (GET) responderá una página HTML (200, text/html), como un proxy mal configurado.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Responder HTML en la próxima llamada' }),
    );
    expect(getNetworkSettings()).toMatchObject({ forceNext: 'html', forceNextOn: 'any' });
    const latency = within(dialog).getByRole('spinbutton', { name: 'Latencia (ms)' });
    await user.clear(latency);
    await user.type(latency, '750');
    expect(getNetworkSettings().latencyMs).toBe(750);
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer red' }));
    expect(getNetworkSettings()).toMatchObject({ offline: false, forceNext: null, latencyMs: 0 });
  });

  it('refuses a network value out of range, says which are allowed, applies nothing (issue 29.6)', async () => {
    const { user, dialog } = await openNetworkSection();
    const latency = within(dialog).getByRole('spinbutton', { name: 'Latencia (ms)' });
    await user.clear(latency);
    await user.type(latency, '50000');
    expect(latency).toHaveValue(50000);
    expect(latency).toBeInvalid();
    expect(latency).toHaveAccessibleDescription(
      'Valor no aplicado. Debe ser un número entero entre 0 y 30000 (ms).',
    );
    // "5000" was applied on the way; "50000" was not.
    expect(getNetworkSettings().latencyMs).toBe(5000);
    const rate = within(dialog).getByRole('spinbutton', { name: 'Tasa de errores (%)' });
    await user.clear(rate);
    await user.type(rate, '-5');
    expect(rate).toHaveAccessibleDescription(
      'Valor no aplicado. Debe ser un número entero entre 0 y 100.',
    );
    expect(getNetworkSettings().errorRatePercent).toBe(0);
    // Back in range: applied, and the message goes.
    await user.clear(latency);
    await user.type(latency, '900');
    expect(getNetworkSettings().latencyMs).toBe(900);
    expect(latency).toBeValid();
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer red' }));
    expect(rate).toHaveValue(0);
    expect(rate).toBeValid();
  });

  it('asks before resetting the data (issue 29.6)', async () => {
    await ensureDatabase();
    await db.users.update(PERSONA_USER_IDS.mateo, (user) => {
      user.headline = 'Cambio que el restablecimiento borra';
    });
    const user = userEvent.setup();
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
    const panel = await screen.findByRole('dialog', { name: 'Panel de demostración' });
    await user.click(within(panel).getByRole('tab', { name: 'Datos' }));
    const reset = within(panel).getByRole('button', { name: 'Restablecer datos de ejemplo' });
    await user.click(reset);
    const confirm = await screen.findByRole('dialog', {
      name: '¿Restablecer los datos de ejemplo?',
    });
    expect(confirm).toHaveAccessibleDescription(/Se borrarán los cambios hechos en este navegador/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(db.users.get(PERSONA_USER_IDS.mateo)!.headline).toBe(
      'Cambio que el restablecimiento borra',
    );

    await user.click(
      within(panel).getByRole('button', { name: 'Cargar conjunto grande (10.000 ofertas)' }),
    );
    const large = await screen.findByRole('dialog', { name: '¿Cargar el conjunto grande?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(large).not.toBeInTheDocument());

    await user.click(reset);
    const again = await screen.findByRole('dialog', { name: '¿Restablecer los datos de ejemplo?' });
    await user.click(within(again).getByRole('button', { name: 'Restablecer datos' }));
    await waitFor(() => expect(db.users.get(PERSONA_USER_IDS.mateo)!.headline).toBeNull());
  });

  it('says loudly, until dismissed, that unusable stored data was reset (issue 29.5)', async () => {
    noteDataReset('database.corrupt-2026-11-27T10:00:00.000Z', 'ilegible');
    const user = userEvent.setup();
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
    const panel = await screen.findByRole('dialog', { name: 'Panel de demostración' });
    const notice = within(panel).getByRole('alert');
    expect(notice).toHaveTextContent('Los datos se restablecieron');
    expect(notice).toHaveTextContent('no se podían usar (ilegible)');
    expect(notice).toHaveTextContent('«database.corrupt-2026-11-27T10:00:00.000Z»');
    // Whatever the section.
    await user.click(within(panel).getByRole('tab', { name: 'Red' }));
    expect(within(panel).getByRole('alert')).toBe(notice);
    await user.click(within(notice).getByRole('button', { name: 'Entendido' }));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(readResetNotice()).toBeNull();
    expect(localStorage.getItem(RESET_NOTICE_KEY)).toBeNull();
  });

  it('renders sections added by others (pluggable)', async () => {
    const user = userEvent.setup();
    render(
      <DemoPanel
        sections={[
          ...demoPanelSections,
          { id: 'x', title: 'Sección extra', Component: () => <p>Contenido extra</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
    await user.click(await screen.findByRole('tab', { name: 'Sección extra' }));
    expect(screen.getByText('Contenido extra')).toBeInTheDocument();
  });
});

describe('DemoPanelLauncher', () => {
  it('shows the button at once and opens the panel, loaded on the first click', async () => {
    await ensureDatabase();
    const user = userEvent.setup();
    render(<DemoPanelLauncher />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Panel de demostración' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(demoPanelSections.map((s) => s.title));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
