import '@/test/msw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { makeStore, type AppStore } from '@/app/store';
import { ANDES_DIGITAL_ID, db, ensureDatabase } from '@/mocks/db';
import { createMockIdentityProvider, type MockIdentityProvider } from '@/mocks/identity';
import { renderWithApp } from '@/test/render';
import type { IdentityProvider } from '../identity/types';
import { stopSession } from '../session/controller';
import { startSession } from '../session/start';

let identity: MockIdentityProvider;

beforeEach(() => {
  localStorage.clear();
  identity = createMockIdentityProvider({ storage: localStorage, origin: window.location.origin });
});

let store: AppStore | null = null;
afterEach(() => {
  if (store) stopSession(store);
  store = null;
});

async function renderAt(path: string) {
  store = makeStore();
  await startSession(store, identity);
  return renderWithApp(null, { routes, path, store });
}

/**
 * Renders `path` with the provider loaded on demand, as in a live build (Firebase) and the demo:
 * `load()` answers with what `held` resolves to, when the test says so.
 */
async function renderWithProviderLoading(path: string) {
  let release!: (provider: Promise<IdentityProvider>) => void;
  const held = new Promise<IdentityProvider>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(() => held);
  store = makeStore();
  void startSession(store, { deferred: true, load, hasStoredSession: async () => false });
  return { ...renderWithApp(null, { routes, path, store }), load, release };
}

const relative = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('login', () => {
  it('sends the link, remembers the address and keeps the redirect through the link', async () => {
    const user = userEvent.setup();
    await renderAt('/login?redirect=%2Fapp%2Fsettings');
    await user.type(
      await screen.findByRole('textbox', { name: 'Correo electrónico' }),
      'camila.rojas@ejemplo.com',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de acceso' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(localStorage.getItem('emailForSignIn')).toBe('camila.rojas@ejemplo.com');
    const [mail] = identity.mailbox();
    const link = new URL(mail!.link);
    expect(link.pathname).toBe('/auth/verify');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      mode: 'signIn',
      lang: 'es',
      email: 'camila.rojas@ejemplo.com',
      redirect: '/app/settings',
    });
  });

  it('says the address is not registered, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderAt('/login');
    const field = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await user.type(field, 'desconocido@ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de acceso' }));
    expect(
      await screen.findByText('Este correo no está registrado. Por favor, regístrate primero.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('desconocido@ejemplo.com');
    expect(localStorage.getItem('emailForSignIn')).toBeNull();
  });

  it('clears a stale alert when the address changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/login');
    await user.type(
      await screen.findByRole('textbox', { name: 'Correo electrónico' }),
      'desconocido@ejemplo.com',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de acceso' }));
    const stale = 'Este correo no está registrado. Por favor, regístrate primero.';
    expect(await screen.findByText(stale)).toBeInTheDocument();
    await act(() => router.navigate('/login?redirect=%2Fapp%2Ffavorites'));
    await waitFor(() => expect(screen.queryByText(stale)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
  });
});

describe('while the identity provider loads', () => {
  it('the login button stays enabled; a submit waits for the provider, then sends the link', async () => {
    const user = userEvent.setup();
    const { load, release } = await renderWithProviderLoading('/login');
    await user.type(
      await screen.findByRole('textbox', { name: 'Correo electrónico' }),
      'camila.rojas@ejemplo.com',
    );
    // The screen asked for the provider when it mounted.
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    const send = screen.getByRole('button', { name: 'Enviar enlace de acceso' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(identity.mailbox()).toHaveLength(0);
    release(Promise.resolve(identity));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(identity.mailbox()).toHaveLength(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('sign-up creates the account while the provider loads, then sends the link', async () => {
    const user = userEvent.setup();
    const { release } = await renderWithProviderLoading('/signup');
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Díaz');
    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      'rosa.diaz@ejemplo.com',
    );
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await ensureDatabase();
    await waitFor(() =>
      expect(db.users.all().some((user) => user.email === 'rosa.diaz@ejemplo.com')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    release(Promise.resolve(identity));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(identity.mailbox()[0]?.to).toBe('rosa.diaz@ejemplo.com');
  });

  it('a provider that cannot be loaded: the failure is shown and what was typed kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { release } = await renderWithProviderLoading('/login');
    const field = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    await user.type(field, 'camila.rojas@ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de acceso' }));
    release(Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(
      await screen.findByText(
        'No pudimos enviar el enlace de acceso. Revisa tu conexión e inténtalo de nuevo en unos minutos.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('camila.rojas@ejemplo.com');
    expect(screen.getByRole('button', { name: 'Enviar enlace de acceso' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('verify', () => {
  it('signs in with the link, forgets the stored address and lands on the redirect', async () => {
    await identity.sendSignInLink('valentina.castro@andesdigital.ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=valentina.castro%40andesdigital.ejemplo.com&redirect=%2Fapp%2Fsettings`,
    });
    localStorage.setItem('emailForSignIn', 'valentina.castro@andesdigital.ejemplo.com');
    const { router, store } = await renderAt(relative(identity.mailbox()[0]!.link));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/settings'));
    expect(store.getState().session).toMatchObject({ status: 'signedIn', validation: 'valid' });
    expect(store.getState().session.claims?.roles).toEqual(['recruiter']);
    expect(localStorage.getItem('emailForSignIn')).toBeNull();
  });

  it("lands on the role's home without a redirect", async () => {
    await identity.sendSignInLink('mateo.fernandez@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=mateo.fernandez%40ejemplo.com`,
    });
    const { router } = await renderAt(relative(identity.mailbox()[0]!.link));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/feed'));
  });

  it('says "El link no es válido" for a link that is not a sign-in link', async () => {
    await renderAt('/auth/verify?email=camila.rojas%40ejemplo.com&oobCode=abc&mode=verifyEmail');
    expect(await screen.findByText('El link no es válido')).toBeInTheDocument();
  });

  it('refuses a link used twice', async () => {
    await identity.sendSignInLink('mateo.fernandez@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=mateo.fernandez%40ejemplo.com`,
    });
    const link = identity.mailbox()[0]!.link;
    await identity.signInWithLink('mateo.fernandez@ejemplo.com', link);
    await identity.signOut();
    await renderAt(relative(link));
    expect(await screen.findByText(/El link no es válido: ya fue utilizado/)).toBeInTheDocument();
  });

  it('asks for the address when neither the link nor the storage has it', async () => {
    const user = userEvent.setup();
    await identity.sendSignInLink('camila.rojas@ejemplo.com', {
      url: `${window.location.origin}/auth/verify`,
    });
    const { router } = await renderAt(relative(identity.mailbox()[0]!.link));
    expect(
      await screen.findByText('Por favor, confirme su correo electrónico'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(
      await screen.findByText('Es necesario proporcionar un email para ingresar'),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      'otra@ejemplo.com',
    );
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(/El correo no coincide/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(field).toHaveValue('otra@ejemplo.com');
    await user.clear(field);
    await user.type(field, 'camila.rojas@ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/feed'));
  });

  it('an identity without product user gets the inconsistent-session message and is signed out', async () => {
    await identity.sendSignInLink('fantasma@ejemplo.com', {
      url: `${window.location.origin}/auth/verify?email=fantasma%40ejemplo.com`,
    });
    const { router, store } = await renderAt(relative(identity.mailbox()[0]!.link));
    expect(
      await screen.findByText('Sesión inconsistente detectada. Por favor, contacte soporte.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session).toMatchObject({ status: 'signedOut', validation: 'invalid' });
    expect(identity.currentUser()).toBeNull();
  });
});

describe('the /app guard', () => {
  it('sends a signed-out visitor to the login with the redirect', async () => {
    const { router } = await renderAt('/app/favorites?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fapp%2Ffavorites%3Fpage%3D2');
  });
});

describe('company registration', () => {
  it('puts a taken tax id on its field (by the error code), and stores a bare domain as https://', async () => {
    await ensureDatabase();
    const andesTaxId = db.companies.get(ANDES_DIGITAL_ID)!.taxId;
    const user = userEvent.setup();
    await renderAt('/company/register');
    const fill = async (name: string, value: string) =>
      user.type(await screen.findByRole('textbox', { name }), value);
    await fill('Nombre de la empresa', 'Pampa Labs');
    await fill('Identificador tributario (RUT, NIT, RFC...)', andesTaxId);
    await user.click(screen.getByRole('combobox', { name: /Industria/ }));
    await user.click(await screen.findByRole('option', { name: 'Tecnología' }));
    await user.click(screen.getByRole('combobox', { name: /Tamaño/ }));
    await user.click(await screen.findByRole('option', { name: '11-50' }));
    await fill('Sitio web', 'pampalabs.cl');
    await fill('País', 'Chile');
    await fill('Ciudad', 'Santiago');
    await fill('Nombre', 'Rosa');
    await fill('Apellido', 'Díaz');
    await fill('Correo electrónico', 'rosa.diaz@pampalabs.ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Registrar empresa' }));

    const taxId = screen.getByRole('textbox', {
      name: 'Identificador tributario (RUT, NIT, RFC...)',
    });
    await waitFor(() =>
      expect(taxId).toHaveAccessibleDescription(
        'Ya existe una empresa con este identificador tributario',
      ),
    );
    expect(taxId).toHaveFocus();
    expect(
      screen.getByRole('textbox', { name: 'Nombre de la empresa' }),
    ).not.toHaveAccessibleDescription(/Ya existe/);

    await user.clear(taxId);
    await user.type(taxId, '76.555.444-3');
    await user.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    const created = db.companies.all().find((company) => company.name === 'Pampa Labs');
    expect(created?.website).toBe('https://pampalabs.cl');
  });
});
