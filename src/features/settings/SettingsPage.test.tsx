import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { answerWith, server } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { signedInState } from '@/test/session';
import { PERSONAS, type PersonaKey } from '@/mocks/db/personas';
import { SettingsPage } from './SettingsPage';

const DETAILS = `${apiBaseUrl()}user/details`;
const PROFILE = `${apiBaseUrl()}candidates/profile`;

/** A demo persona's details as `GET /user/details` answers them, with `more`. */
function detailsOf(key: PersonaKey, more: object) {
  const persona = PERSONAS.find((candidate) => candidate.key === key)!;
  return {
    id: `u-${key}`,
    name: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    avatar: null,
    roles: [persona.role],
    companyId: null,
    version: 1,
    ...more,
  };
}

const camila = detailsOf('camila', { headline: 'Desarrolladora frontend', skills: ['React'] });

const signedInCandidate = signedInState(['candidate'], camila.id, camila.email);

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
    answerWith('patch', PROFILE, 500, { message: 'Error interno del servidor' });
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

const STAFF_PROFILE = `${apiBaseUrl()}user/profile`;

const valentina = detailsOf('valentina', {
  companyId: 'c-andes',
  company: { id: 'c-andes', name: 'Andes Digital' },
  headline: null,
  phone: null,
  skills: [],
});

function renderStaffSettings(roles: string[] = ['recruiter']) {
  server.use(http.get(DETAILS, () => HttpResponse.json({ data: { ...valentina, roles } })));
  return renderWithApp(<SettingsPage />, {
    preloadedState: signedInState(roles, valentina.id, valentina.email, 'c-andes'),
  });
}

describe('settings for staff', () => {
  it('a recruiter edits her own name, position and phone through PATCH /user/profile', async () => {
    let sent: unknown = null;
    server.use(
      http.patch(STAFF_PROFILE, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { ...valentina, ...(sent as object) } });
      }),
    );
    const user = userEvent.setup();
    renderStaffSettings();
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(screen.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Andes Digital');
    expect(screen.getByRole('textbox', { name: 'Rol' })).toHaveValue('Reclutador');
    expect(screen.queryByRole('textbox', { name: 'Habilidades' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Tu empresa y tu rol los administra el administrador de tu empresa.'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Valentina Andrea');
    await user.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Reclutadora de tecnología');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+56 9 8765 4321');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    // Only what changed, with the version it is based on (docs/api.md "Concurrent edits").
    expect(sent).toEqual({
      name: 'Valentina Andrea',
      headline: 'Reclutadora de tecnología',
      phone: '+56 9 8765 4321',
      version: 1,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled(),
    );
  });

  it("an admin is no longer told to ask the admin; the server's 422 lands on its field", async () => {
    answerWith('patch', STAFF_PROFILE, 422, {
      message: 'Datos inválidos',
      error: 'validation_error',
      details: { phone: 'Teléfono inválido' },
    });
    const user = userEvent.setup();
    renderStaffSettings(['admin']);
    const phone = await screen.findByRole('textbox', { name: 'Teléfono' });
    expect(screen.getByRole('textbox', { name: 'Rol' })).toHaveValue('Administrador');
    expect(screen.queryByText(/administra el administrador/)).not.toBeInTheDocument();
    await user.type(phone, '+56 2 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Teléfono inválido')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription('Teléfono inválido');
    expect(phone).toHaveValue('+56 2 2345 6789');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo guardar el perfil: Datos inválidos',
    );
  });
});
