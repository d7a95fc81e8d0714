import { test, expect, seriousA11yViolations } from './support/fixtures';
import {
  PERSONAS,
  accountButton,
  fillCompanyRegistration,
  latestLink,
  openDemoPanel,
  requestLink,
  signInByEmail,
  signInThroughPanel,
  type PersonaKey,
} from './support/session';

const personaKeys = Object.keys(PERSONAS) as PersonaKey[];

async function expectSignedInAs(page: import('@playwright/test').Page, key: PersonaKey) {
  const persona = PERSONAS[key];
  await expect(page).toHaveURL(persona.home);
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(persona.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(persona.email, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
}

test.describe('sign-in with the e-mail link', () => {
  for (const key of personaKeys) {
    test(`${PERSONAS[key].name} signs in through the link in the Buzón`, async ({ page }) => {
      await signInByEmail(page, PERSONAS[key].email);
      await expectSignedInAs(page, key);
      // The address remembered for the link is forgotten once the sign-in completes.
      expect(await page.evaluate(() => localStorage.getItem('emailForSignIn'))).toBeNull();
    });
  }

  // The `setup` project signs every persona in from the panel (e2e/auth.setup.ts); this
  // checks once that the session is the persona's.
  test("Camila Rojas signs in from the panel's Personas section", async ({ page }) => {
    await signInThroughPanel(page, 'camila');
    await expectSignedInAs(page, 'camila');
  });

  test('the link has the shape of Firebase links and the address is remembered', async ({
    page,
  }) => {
    await requestLink(page, PERSONAS.camila.email);
    expect(await page.evaluate(() => localStorage.getItem('emailForSignIn'))).toBe(
      PERSONAS.camila.email,
    );
    const link = new URL(await latestLink(page));
    expect(link.pathname).toBe('/auth/verify');
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('lang')).toBe('es');
    expect(link.searchParams.get('apiKey')).toBeTruthy();
    expect(link.searchParams.get('oobCode')).toBeTruthy();
    expect(link.searchParams.get('email')).toBe(PERSONAS.camila.email);
  });

  test('an unregistered address gets the spec message and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    // Validated in Spanish first.
    await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
    await expect(page.getByText('Ingresa tu correo electrónico')).toBeVisible();
    await email.fill('no-es-un-correo');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ingresa un correo electrónico válido')).toBeVisible();
    await email.fill('nadie@ejemplo.com');
    await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
    await expect(
      page.getByText('Este correo no está registrado. Por favor, regístrate primero.'),
    ).toBeVisible();
    await expect(email).toHaveValue('nadie@ejemplo.com');
  });

  test('a malformed link says "El link no es válido"', async ({ page }) => {
    await page.goto('/auth/verify?email=camila.rojas%40ejemplo.com&mode=resetPassword');
    await expect(page.getByText('El link no es válido', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
  });

  test('a link works once: the reused link is refused', async ({ page }) => {
    await requestLink(page, PERSONAS.mateo.email);
    const link = await latestLink(page);
    await page.goto(link);
    await expect(page).toHaveURL(PERSONAS.mateo.home);
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(/El link no es válido: ya fue utilizado/)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
  });

  test('without the address in the link nor in storage, the user is asked for it', async ({
    page,
  }) => {
    await requestLink(page, PERSONAS.camila.email);
    const link = new URL(await latestLink(page));
    link.searchParams.delete('email');
    await page.evaluate(() => localStorage.removeItem('emailForSignIn'));
    await page.goto(link.toString());
    await expect(page.getByText('Por favor, confirme su correo electrónico')).toBeVisible();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Es necesario proporcionar un email para ingresar')).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(PERSONAS.camila.email);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expectSignedInAs(page, 'camila');
  });

  test('without the address in the link, the remembered one is used', async ({ page }) => {
    await requestLink(page, PERSONAS.valentina.email);
    const link = new URL(await latestLink(page));
    link.searchParams.delete('email');
    await page.goto(link.toString());
    await expectSignedInAs(page, 'valentina');
  });

  test('an identity without product user is signed out as an inconsistent session', async ({
    page,
  }) => {
    await signInByEmail(page, 'fantasma@ejemplo.com');
    await expect(
      page.getByText('Sesión inconsistente detectada. Por favor, contacte soporte.'),
    ).toBeVisible();
    // Signed out, on the sign-in page (whose top bar does not offer "Ingresar" to itself).
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
    await expect(accountButton(page)).toHaveCount(0);
    await page.goto('/app/feed');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ffeed$/);
  });

  test('fantasma from the Personas section takes the same path', async ({ page }) => {
    await page.goto('/');
    const panel = await openDemoPanel(page, 'Personas');
    await panel.getByRole('button', { name: 'Entrar como Usuario fantasma' }).click();
    await expect(
      page.getByText('Sesión inconsistente detectada. Por favor, contacte soporte.'),
    ).toBeVisible();
    // Signed out, on the sign-in page (whose top bar does not offer "Ingresar" to itself).
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
  });

  test('a signed-out visitor of /app goes to the login and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/app/settings?tab=perfil');
    await expect(page).toHaveURL('/login?redirect=%2Fapp%2Fsettings%3Ftab%3Dperfil');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(PERSONAS.camila.email);
    await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
    const link = new URL(await latestLink(page));
    expect(link.searchParams.get('redirect')).toBe('/app/settings?tab=perfil');
    await page.goto(link.toString());
    await expect(page).toHaveURL('/app/settings?tab=perfil');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  });
});

test.describe('a signed-in session', () => {
  test.describe('Camila', () => {
    test.use({ persona: 'camila' });

    test('sign-out goes home and closes the session', async ({ page }) => {
      await page.goto('/app/feed');
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
      await page.goto('/app/feed');
      await expect(page).toHaveURL('/login?redirect=%2Fapp%2Ffeed');
    });

    test('an expired token is refreshed mid-session: the user stays signed in', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/app/feed');
      await expect(accountButton(page)).toBeVisible();
      const panel = await openDemoPanel(page, 'Sesión');
      await panel.getByRole('button', { name: 'Expirar token ahora' }).click();
      await expect(panel.getByText(/El token actual expiró/)).toBeVisible();
      await panel.getByRole('button', { name: 'Cerrar panel' }).click();
      // A screen that calls the API with the token.
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: 'Configuración' }).click();
      await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        'Camila',
      );
      await expect(accountButton(page)).toBeVisible();
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: 'Copiar Token' }).click();
      const token = await page.evaluate(() => navigator.clipboard.readText());
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
      expect(claims.exp * 1000).toBeGreaterThan(Date.now() + 60_000);
    });
  });

  test.describe('Valentina', () => {
    test.use({ persona: 'valentina' });

    test('Copiar Token puts a JWT with the session claims on the clipboard', async ({
      page,
      context,
      browserName,
    }) => {
      test.skip(browserName !== 'chromium');
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(PERSONAS.valentina.home);
      await expect(accountButton(page)).toBeVisible();
      // The session survives a reload.
      await page.reload();
      await expect(page).toHaveURL(PERSONAS.valentina.home);
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: 'Copiar Token' }).click();
      await expect(page.getByText('Token copiado al portapapeles')).toBeVisible();
      const token = await page.evaluate(() => navigator.clipboard.readText());
      expect(token.split('.')).toHaveLength(3);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
      expect(claims).toMatchObject({
        roles: ['recruiter'],
        email: PERSONAS.valentina.email,
        app_user_id: expect.any(String),
        company_id: expect.any(String),
        email_verified: true,
      });
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    });
  });
});

test.describe('sign-up and company registration', () => {
  test('a new candidate signs up, gets the link and signs in', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Ingresa tu nombre')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Paredes');
    await page
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('lucia.paredes@ejemplo.com');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    const panel = await openDemoPanel(page, 'Buzón');
    await panel.getByRole('link', { name: 'Abrir enlace de acceso' }).first().click();
    await expect(page).toHaveURL('/app/feed');
    await accountButton(page).click();
    await expect(page.getByRole('menu').getByText('Lucía Paredes')).toBeVisible();
  });

  test('signing up with a taken address says so on the field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Camila');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Rojas');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(PERSONAS.camila.email);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Ya existe una cuenta con este correo electrónico')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Camila');
  });

  test('a company is registered with its admin, who signs in as admin', async ({ page }) => {
    await page.goto('/company/register');
    await fillCompanyRegistration(page, 'ignacio.vera@cordillera.ejemplo.com');
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    const panel = await openDemoPanel(page, 'Buzón');
    await panel.getByRole('link', { name: 'Abrir enlace de acceso' }).first().click();
    await expect(page).toHaveURL('/app/recruiter/dashboard');
    await expect(page.getByRole('tab', { name: 'Organización' })).toBeVisible();
  });
});

test.describe('accessibility of the sign-in screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      for (const path of [
        '/login',
        '/signup',
        '/company/register',
        '/auth/verify?apiKey=k&oobCode=c&mode=signIn',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      await page.goto('/auth/verify?mode=nada');
      await expect(page.getByText('El link no es válido', { exact: true })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

test('from the login page, "Entrar como" keeps the redirect', async ({ page }) => {
  await page.goto('/app/settings');
  await expect(page).toHaveURL('/login?redirect=%2Fapp%2Fsettings');
  const panel = await openDemoPanel(page, 'Personas');
  await panel.getByRole('button', { name: 'Entrar como Mateo Fernández' }).click();
  await expect(page).toHaveURL('/app/settings');
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
});

test('the demo panel sections of the identity provider are accessible', async ({ page }) => {
  await requestLink(page, PERSONAS.camila.email);
  for (const section of ['Buzón', 'Personas', 'Sesión'] as const) {
    const panel = await openDemoPanel(page, section);
    await expect(panel.getByRole('tabpanel')).toBeVisible();
    expect(await seriousA11yViolations(page), section).toEqual([]);
    await panel.getByRole('button', { name: 'Cerrar panel' }).click();
  }
});
