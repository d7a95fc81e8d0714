import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { server } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { NotificationsBell } from './NotificationsBell';

const LIST = `${apiBaseUrl()}notifications/`;
const READ = `${apiBaseUrl()}notifications/:id/read/`;
const READ_ALL = `${apiBaseUrl()}notifications/read-all/`;
const now = Date.now();

const items = () => [
  {
    timestampNotificationId: `${now - 10 * 60_000}-n1`,
    title: 'Etapa aprobada',
    body: '<img src=x onerror="alert(1)"> Aprobaste la etapa',
    readInApp: false,
  },
  {
    timestampNotificationId: `${now - 3 * 3_600_000}-n2`,
    title: 'Postulación recibida',
    body: 'Recibida',
    readInApp: false,
  },
  {
    timestampNotificationId: `${now - 30 * 3_600_000}-n3`,
    title: 'Bienvenida',
    body: 'Hola',
    readInApp: true,
  },
];

describe('NotificationsBell', () => {
  it('shows the unread count and the list with relative times; text is never HTML', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ data: items() })));
    const user = userEvent.setup();
    renderWithApp(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(dialog).getByText('Hace unos minutos')).toBeInTheDocument();
    expect(within(dialog).getByText('Hace 3h')).toBeInTheDocument();
    expect(within(dialog).getByText('Ayer')).toBeInTheDocument();
    expect(
      within(dialog).getByText('<img src=x onerror="alert(1)"> Aprobaste la etapa'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says "No hay notificaciones" when there are none', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderWithApp(<NotificationsBell />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No hay notificaciones')).toBeInTheDocument();
  });

  it('marks a notification read at once, before the server answers', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const reads: string[] = [];
    server.use(
      http.get(LIST, () => HttpResponse.json({ data: items() })),
      http.put(READ, async ({ params }) => {
        reads.push(String(params.id));
        await answered;
        return HttpResponse.json({ data: {} });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationsBell />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const item = await screen.findByRole('button', { name: /^No leída: Etapa aprobada/ });
    await user.click(item);
    // Read in the list and the badge while the server has not answered yet.
    expect(await screen.findByRole('button', { name: /^Etapa aprobada/ })).toHaveAttribute(
      'data-read',
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true }),
    ).toBeInTheDocument();
    expect(reads).toEqual([`${now - 10 * 60_000}-n1`]);
    release();
  });

  it('undoes the read mark when the server fails', async () => {
    server.use(
      http.get(LIST, () => HttpResponse.json({ data: items() })),
      http.put(READ, () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })),
    );
    const user = userEvent.setup();
    const { store } = renderWithApp(<NotificationsBell />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await user.click(
      await screen.findByRole('button', { name: /^No leída: Postulación recibida/ }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^No leída: Postulación recibida/ }),
      ).toHaveAttribute('data-read', 'false'),
    );
    expect(store.getState().snackbar.queue.map((s) => s.message)).toContain(
      'No se pudo marcar la notificación como leída',
    );
  });

  it('follows the link of a notification and closes the list', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: [{ ...items()[0], link: '/app/my-applications' }, items()[2]],
        }),
      ),
      http.put(READ, () => HttpResponse.json({ data: {} })),
    );
    const user = userEvent.setup();
    const { router } = renderWithApp(null, {
      routes: [
        { path: '/', element: <NotificationsBell /> },
        { path: '/app/my-applications', element: <p>Mis postulaciones</p> },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await user.click(await screen.findByRole('button', { name: /^No leída: Etapa aprobada/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-applications'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument(),
    );
  });

  it('stays put (list open) for a notification without an in-app link', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ data: [{ ...items()[1], link: 'https://otro.ejemplo.com' }] }),
      ),
      http.put(READ, () => HttpResponse.json({ data: {} })),
    );
    const user = userEvent.setup();
    const { router } = renderWithApp(<NotificationsBell />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await user.click(
      await screen.findByRole('button', { name: /^No leída: Postulación recibida/ }),
    );
    expect(
      await screen.findByRole('button', { name: /^Postulación recibida/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('"Marcar todas como leídas" marks every notification read with one call', async () => {
    let calls = 0;
    server.use(
      http.get(LIST, () => HttpResponse.json({ data: items() })),
      http.put(READ_ALL, () => {
        calls += 1;
        return HttpResponse.json({ data: { updated: 2 } });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationsBell />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    expect(
      await screen.findByRole('button', { name: 'Notificaciones', hidden: true }),
    ).toBeInTheDocument();
    // Nothing left of the count in the button (a hidden badge would keep "2": text the
    // name leaves out, WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Notificaciones', hidden: true })).toHaveTextContent(
      /^$/,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notificaciones' });
    expect(within(dialog).queryByRole('button', { name: /^No leída/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
    expect(calls).toBe(1);
  });

  it('past 99 unread the badge shows "99+", and the name says what the badge shows', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      timestampNotificationId: `${now - i * 60_000}-m${i}`,
      title: `Aviso ${i}`,
      body: 'Hola',
      readInApp: false,
    }));
    server.use(http.get(LIST, () => HttpResponse.json({ data: many })));
    renderWithApp(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 99+ sin leer' });
    expect(bell).toHaveTextContent('99+');
  });
});
