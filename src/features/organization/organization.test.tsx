import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, ensureDatabase, PERSONA_USER_IDS } from '@/mocks/db';
import { tokenFor } from '@/mocks/handlers/test-utils';
import { renderWithApp, setTestToken } from '@/test/render';
import { CompanyPage } from './CompanyPage';
import { SELF_CHANGE_MESSAGE } from './memberRules';
import { UsersPage } from './UsersPage';

let companyId = '';
beforeEach(async () => {
  await ensureDatabase();
  const andres = db.users.get(PERSONA_USER_IDS.andres)!;
  companyId = andres.companyId!;
  const token = await tokenFor('andres');
  setTestToken(token);
});
afterEach(() => setTestToken(null));

function renderAt(path: string, element: React.ReactElement) {
  return renderWithApp(null, {
    path,
    routes: [{ path, element }],
    preloadedState: {
      session: {
        status: 'signedIn',
        validation: 'valid',
        user: { uid: 'u', email: null, emailVerified: true, displayName: null },
        claims: {
          appUserId: PERSONA_USER_IDS.andres,
          roles: ['admin'],
          companyId,
          email: 'andres.munoz@andesdigital.ejemplo.com',
          name: 'Andrés Muñoz',
        },
      },
    },
  });
}

describe('organization admin pages', () => {
  it('the admin cannot demote or deactivate themself', async () => {
    renderAt('/app/recruiter/admin/users', <UsersPage />);
    const me = await screen.findByRole('button', { name: 'Desactivar a Andrés Muñoz' });
    expect(me).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Rol de Andrés Muñoz' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getAllByText(SELF_CHANGE_MESSAGE).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Desactivar a Valentina Castro' })).toBeEnabled();
  });

  it('shows a taken e-mail on the field when inviting', async () => {
    const user = userEvent.setup();
    renderAt('/app/recruiter/admin/users', <UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Invitar usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar usuario' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Correo electrónico/ }),
      'camila.rojas@ejemplo.com',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Camila');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellido/ }), 'Rojas');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await within(dialog).findByText('Ya existe una cuenta con este correo electrónico'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'camila.rojas@ejemplo.com',
    );
  });

  it('saves the company profile and keeps what was typed on a server refusal', async () => {
    const user = userEvent.setup();
    renderAt('/app/recruiter/admin/company', <CompanyPage />);
    const city = await screen.findByRole('textbox', { name: /Ciudad/ });
    await user.clear(city);
    await user.type(city, 'Valparaíso');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(db.companies.get(companyId)!.city).toBe('Valparaíso'));

    const other = db.companies.all().find((c) => c.id !== companyId)!;
    const name = screen.getByRole('textbox', { name: /Nombre de la empresa/ });
    await user.clear(name);
    await user.type(name, other.name);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ya existe una empresa con este nombre')).toBeInTheDocument();
    expect(name).toHaveValue(other.name);
  });
});
