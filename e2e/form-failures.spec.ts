import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  fillCompanyRegistration,
  openDemoPanel,
  type PersonaKey,
} from './support/session';
import { api, type Loose } from './support/api';

/**
 * Issue 28.7: every form of the product, with the server failing every call (the demo panel's
 * "Red" section, error rate 100 %), shows the failure where the user is looking (inside the
 * viewport, at 1280 px and on a phone) and keeps what was typed. One case per form; each
 * opens its form, types, breaks the network, submits and checks.
 */

// The server's message, or the form's own where its rule gives one: the CV upload ("201 or
// this message"), a stage's answer (a fault of the server or the network: "No pudimos enviar…").
const SERVER_FAULT =
  /Error interno del servidor|Error al subir el archivo|No pudimos enviar tu respuesta/;

/** Every call from now on is answered 500 (the panel's error rate, 100 %). */
async function failEveryCall(page: Page) {
  const panel = await openDemoPanel(page, 'Red');
  await panel.getByRole('spinbutton', { name: 'Tasa de errores (%)' }).fill('100');
  await panel.getByRole('button', { name: 'Cerrar panel' }).click();
  await expect(panel).toBeHidden();
}

async function signedIn(page: Page, path = '/app/settings') {
  await page.goto(path);
  // A first screen on a loaded machine: a bound for a failure, not a wait.
  await expect(accountButton(page)).toBeVisible({ timeout: 60_000 });
}

interface FormCase {
  name: string;
  persona: PersonaKey | null;
  /**
   * Opens the form and types; gives the field whose typed value must survive, and the value
   * (no value: a choice, which must stay checked).
   */
  open: (page: Page) => Promise<{ field: Locator; value?: string }>;
  submit: (page: Page) => Promise<void>;
  /** Break the network before `open` (a dialog form: the panel is behind the dialog). */
  faultFirst?: (page: Page) => Promise<void>;
}

const TYPED = 'Texto escrito antes del fallo';

async function firstOffer(page: Page): Promise<string> {
  const body = (await api(page, 'job-offers/')).body as Loose;
  const offers = (body.data?.jobOffers ?? body.data) as { id: string }[];
  return offers[0]!.id;
}

const CASES: FormCase[] = [
  {
    name: 'offer editor',
    persona: 'valentina',
    open: async (page) => {
      await signedIn(page);
      await page.goto(`/app/recruiter/jobs/${await firstOffer(page)}/`);
      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      const field = page.getByRole('textbox', { name: 'Título' });
      await field.fill(TYPED);
      return { field, value: TYPED };
    },
    submit: (page) => page.getByRole('button', { name: 'Guardar cambios' }).click(),
  },
  {
    name: 'stage designer',
    persona: 'valentina',
    open: async (page) => {
      await signedIn(page);
      await page.goto(`/app/recruiter/jobs/${await firstOffer(page)}/stages`);
      const field = page.getByRole('textbox', { name: 'Nombre' }).last();
      await field.fill(TYPED);
      return { field, value: TYPED };
    },
    submit: (page) => page.getByRole('button', { name: 'Guardar etapas' }).click(),
  },
  {
    name: 'profile (settings)',
    persona: 'camila',
    open: async (page) => {
      await signedIn(page);
      const field = page.getByRole('textbox', { name: 'Titular' });
      await field.fill(TYPED);
      return { field, value: TYPED };
    },
    submit: (page) => page.getByRole('button', { name: 'Guardar cambios' }).click(),
  },
  {
    name: 'company profile',
    persona: 'andres',
    open: async (page) => {
      await signedIn(page, '/app/recruiter/admin/company');
      const field = page.getByRole('textbox', { name: 'Descripción' });
      await field.fill(TYPED);
      return { field, value: TYPED };
    },
    submit: (page) => page.getByRole('button', { name: 'Guardar cambios' }).click(),
  },
  {
    name: 'invite a user',
    persona: 'andres',
    faultFirst: async (page) => {
      await signedIn(page, '/app/recruiter/admin/users');
      await expect(page.getByRole('button', { name: 'Invitar usuario' })).toBeEnabled();
      await failEveryCall(page);
    },
    open: async (page) => {
      await page.getByRole('button', { name: 'Invitar usuario' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
      await dialog
        .getByRole('textbox', { name: 'Correo electrónico' })
        .fill('lucia.fallo@andesdigital.ejemplo.com');
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
      const field = dialog.getByRole('textbox', { name: 'Apellido' });
      await field.fill('Pérez');
      return { field, value: 'Pérez' };
    },
    submit: (page) => page.getByRole('button', { name: 'Enviar invitación' }).click(),
  },
  {
    name: 'apply (cover letter)',
    persona: 'camila',
    open: async (page) => {
      await signedIn(page, '/app/feed');
      const offers = (await api(page, 'candidates/job-offers?pageSize=30')).body.data as {
        id: string;
        applicationId: string | null;
        status: string;
      }[];
      const offer = offers.find((o) => !o.applicationId && o.status === 'published')!;
      await page.goto(`/app/candidates/job-offers/${offer.id}/apply`);
      const field = page.getByRole('textbox', { name: 'Carta de presentación' });
      await expect(page.getByRole('radio').first()).toBeChecked();
      await field.fill(TYPED);
      return { field, value: TYPED };
    },
    submit: (page) => page.getByRole('button', { name: 'Postular', exact: true }).click(),
  },
  {
    name: 'CV upload',
    persona: 'camila',
    open: async (page) => {
      await signedIn(page, '/app/my-cvs?tab=cvs');
      const form = page.getByRole('form', { name: 'Subir CV' });
      await form.getByLabel('Archivo del CV').setInputFiles({
        name: 'cv-fallo.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%fallo\n'),
      });
      const field = form.getByRole('textbox', { name: /Descripción/ });
      await field.fill('CV para el fallo');
      return { field, value: 'CV para el fallo' };
    },
    submit: (page) =>
      page
        .getByRole('form', { name: 'Subir CV' })
        .getByRole('button', { name: 'Subir CV' })
        .click(),
  },
  {
    name: 'review decision',
    persona: 'valentina',
    open: async (page) => {
      await signedIn(page);
      const queue = (await api(page, 'recruiters/stage-attempts/to-review?pageSize=1')).body as {
        data: { id: string }[];
      };
      await page.goto(`/app/recruiter/candidates/attempts/${queue.data[0]!.id}`);
      const field = page.getByRole('textbox', { name: 'Comentarios para el candidato' });
      await field.fill(TYPED);
      return { field, value: TYPED };
    },
    submit: async (page) => {
      await page.getByRole('button', { name: 'Aprobar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    },
  },
  {
    name: 'stage answer (questionnaire)',
    persona: 'camila',
    open: async (page) => {
      await signedIn(page, '/app/feed');
      const applications = (await api(page, 'candidates/applications?pageSize=50')).body
        .data as Loose[];
      const at = applications.find(
        (a) => a.currentStage?.status === 'in_progress' && a.currentStage?.type === 'questionnaire',
      )!;
      await page.goto(`/app/jobs/${at.jobOffer.id}/stages/${at.currentStage.stageId}`);
      const groups = page.getByRole('radiogroup');
      await expect(groups.first()).toBeVisible();
      for (const group of await groups.all()) await group.getByRole('radio').first().check();
      return { field: groups.first().getByRole('radio').first() };
    },
    submit: (page) =>
      page.getByRole('form', { name: 'Cuestionario' }).locator('button[type="submit"]').click(),
  },
  {
    name: 'company registration',
    persona: null,
    open: async (page) => {
      await page.goto('/company/register');
      await fillCompanyRegistration(page, 'ignacio.vera@cordillera.ejemplo.com');
      const field = page.getByRole('textbox', { name: 'Correo electrónico' });
      return { field, value: 'ignacio.vera@cordillera.ejemplo.com' };
    },
    submit: (page) => page.getByRole('button', { name: 'Registrar empresa' }).click(),
  },
  {
    name: 'sign-up',
    persona: null,
    open: async (page) => {
      await page.goto('/signup');
      await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
      await page.getByRole('textbox', { name: 'Apellido' }).fill('Vera');
      const field = page.getByRole('textbox', { name: 'Correo electrónico' });
      await field.fill('rosa.vera@ejemplo.com');
      return { field, value: 'rosa.vera@ejemplo.com' };
    },
    submit: (page) => page.getByRole('button', { name: 'Crear cuenta', exact: true }).click(),
  },
];

for (const form of CASES) {
  test.describe(`${form.name} with the server failing`, () => {
    test.use({ persona: form.persona });

    test(`${form.name}: the failure is shown in view and what was typed stays @phone`, async ({
      page,
    }) => {
      if (form.faultFirst) await form.faultFirst(page);
      const { field, value } = await form.open(page);
      if (!form.faultFirst) await failEveryCall(page);
      await form.submit(page);
      // The form's alert or the snackbar, whichever the form uses.
      const message = page.getByRole('alert').filter({ hasText: SERVER_FAULT }).first();
      await expect(message).toBeVisible();
      await expect(message).toBeInViewport();
      if (value === undefined) await expect(field).toBeChecked();
      else await expect(field).toHaveValue(value);
    });
  });
}

/** Issue 28.9: what is typed survives a reload, and leaving with it asks first. */
test.describe('drafts and unsaved changes', () => {
  /** The draft is written shortly after typing: wait until it is stored. */
  async function draftStored(page: Page, prefix: string, text: string) {
    await expect
      .poll(() =>
        page.evaluate(
          ({ prefix, text }) =>
            Object.keys(localStorage).some(
              (key) => key.startsWith(prefix) && (localStorage.getItem(key) ?? '').includes(text),
            ),
          { prefix, text },
        ),
      )
      .toBe(true);
  }

  test.describe('a candidate', () => {
    test.use({ persona: 'camila' });

    test('the cover letter survives a reload', async ({ page }) => {
      await signedIn(page, '/app/feed');
      const offers = (await api(page, 'candidates/job-offers?pageSize=30')).body.data as {
        id: string;
        applicationId: string | null;
        status: string;
      }[];
      const offer = offers.find((o) => !o.applicationId && o.status === 'published')!;
      await page.goto(`/app/candidates/job-offers/${offer.id}/apply`);
      await page.getByRole('textbox', { name: 'Carta de presentación' }).fill(TYPED);
      await draftStored(page, 'talentia:apply-draft:', TYPED);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Carta de presentación' })).toHaveValue(TYPED);
    });

    test('settings: the profile survives a reload, and leaving with changes asks first', async ({
      page,
    }) => {
      await signedIn(page);
      const headline = page.getByRole('textbox', { name: 'Titular' });
      await headline.fill(TYPED);
      await draftStored(page, 'talentia:form-draft:profile:', TYPED);
      // The browser's own "leave the page?" prompt on a reload: the user reloads anyway.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await expect(headline).toHaveValue(TYPED);

      await page
        .getByRole('tab', { name: 'Favoritos' })
        .or(page.getByRole('link', { name: 'Favoritos' }))
        .first()
        .click();
      const ask = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(page).toHaveURL(/\/app\/settings$/);
      await expect(headline).toHaveValue(TYPED);
    });
  });

  test.describe('a recruiter reviewing', () => {
    test.use({ persona: 'valentina' });

    test('a shortcut never drops typed feedback without asking', async ({ page }) => {
      await signedIn(page);
      const queue = (await api(page, 'recruiters/stage-attempts/to-review?pageSize=5')).body as {
        data: { id: string }[];
      };
      const url = `/app/recruiter/candidates/attempts/${queue.data[0]!.id}`;
      await page.goto(url);
      const feedback = page.getByRole('textbox', { name: 'Comentarios para el candidato' });
      await feedback.fill(TYPED);
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('j');
      const ask = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(page).toHaveURL(new RegExp(`${url}(\\?|$)`));
      await expect(feedback).toHaveValue(TYPED);
    });
  });
});
