import { expect, test as setup } from '@playwright/test';
import {
  accountButton,
  authFile,
  openDemoPanel,
  PERSONAS,
  type PersonaKey,
} from './support/session';

/** A loaded machine (CI on 2 cores) may be slow to start the first page: be patient here. */
const PATIENT = { timeout: 60_000 };

/**
 * The `setup` project: each persona signs in once, through the demo panel as a person
 * would, and the mock identity provider's session (localStorage) is saved for the specs to
 * start from (`test.use({ persona })`, see `startSignedIn`). The mock database is not saved:
 * every test seeds its own.
 */
for (const persona of Object.keys(PERSONAS) as PersonaKey[]) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    setup.setTimeout(150_000);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Panel de demostración' })).toBeVisible(PATIENT);
    const panel = await openDemoPanel(page, 'Personas');
    await panel.getByRole('button', { name: `Entrar como ${PERSONAS[persona].name}` }).click();
    await expect(page).toHaveURL(PERSONAS[persona].home, PATIENT);
    await expect(accountButton(page)).toBeVisible(PATIENT);
    await page.context().storageState({ path: authFile(persona) });
  });
}
