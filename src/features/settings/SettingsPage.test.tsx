import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { server } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { SettingsPage } from './SettingsPage';

const DETAILS = `${apiBaseUrl()}user/details`;
const PROFILE = `${apiBaseUrl()}candidates/profile`;

const camila = {
  id: 'u-camila',
  name: 'Camila',
  lastName: 'Rojas',
  email: 'camila.rojas@ejemplo.com',
  avatar: null,
  roles: ['candidate'],
  companyId: null,
  headline: 'Desarrolladora frontend',
  skills: ['React'],
};

const signedInCandidate = {
  session: {
    status: 'signedIn',
    validation: 'valid',
    user: { uid: 'idp', email: camila.email, emailVerified: true, displayName: null },
    claims: {
      appUserId: camila.id,
      roles: ['candidate'],
      companyId: null,
      email: camila.email,
      name: null,
    },
  },
} as never;

function renderSettings() {
  server.use(http.get(DETAILS, () => HttpResponse.json({ data: camila })));
  return renderWithApp(<SettingsPage />, { preloadedState: signedInCandidate });
}

describe('settings', () => {
  it('shows two initials in the avatar, like the top bar', async () => {
    renderSettings();
    expect(await screen.findByText('CR')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, WEBP o GIF, hasta 2 MB.')).toBeInTheDocument();
  });

  it('"Guardar cambios" is enabled only when something changed', async () => {
    const user = userEvent.setup();
    renderSettings();
    const save = await screen.findByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Valdivia');
    expect(save).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Ciudad' }));
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('a failed save shows its error where the user is (scrolled to and focused) and keeps the text', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    server.use(
      http.patch(PROFILE, () =>
        HttpResponse.json({ message: 'Error interno del servidor' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderSettings();
    const about = await screen.findByRole('textbox', { name: 'Acerca de mí' });
    await user.type(about, 'Me gusta el diseño accesible.');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar el perfil: Error interno del servidor');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    expect(about).toHaveValue('Me gusta el diseño accesible.');
  });
});
