import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ensureDatabase } from '../db';
import { getNetworkSettings, resetNetworkSettings } from '../network/state';
import { DemoPanel } from './DemoPanel';
import { DemoPanelLauncher } from './DemoPanelLauncher';
import { demoPanelSections } from './sections';

afterEach(() => {
  // Unmount first: a reset while the panel is still shown would re-render it outside act().
  cleanup();
  resetNetworkSettings();
});

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
    const user = userEvent.setup();
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Panel de demostración' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Red' }));
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
