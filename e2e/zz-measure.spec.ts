import { test, expect } from './support/fixtures';
import { openDemoPanel, PERSONAS } from './support/session';

test('measure: cold start + UI sign-in as Camila', async ({ page }) => {
  const t0 = Date.now();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Panel de demostración' })).toBeVisible();
  const t1 = Date.now();
  const panel = await openDemoPanel(page, 'Personas');
  await panel.getByRole('button', { name: `Entrar como ${PERSONAS.camila.name}` }).click();
  await expect(page).toHaveURL(PERSONAS.camila.home);
  await expect(page.getByRole('button', { name: /Cuenta de usuario/ })).toBeVisible();
  const t2 = Date.now();
  await page.goto('/app/settings');
  await expect(page.getByRole('button', { name: /Cuenta de usuario/ })).toBeVisible();
  const t3 = Date.now();
  console.log(`MEASURE start=${t1 - t0}ms signin=${t2 - t1}ms reload-signed-in=${t3 - t2}ms`);
});
