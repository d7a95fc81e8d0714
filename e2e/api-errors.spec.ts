import { test, expect, seriousA11yViolations } from './support/fixtures';
import { accountButton, openDemoPanel } from './support/session';

// The production base query, checked from outside through the demo build: a query answered
// 500 is retried with backoff, a lasting failure shows the server's own message, and a
// one-off failure is cured by the retry.

test.describe('API failures as a user meets them', () => {
  test.use({ persona: 'camila' });

  test("a query that keeps failing shows the server's message; Reintentar recovers", async ({
    page,
  }) => {
    await page.goto('/app/feed');
    await expect(accountButton(page)).toBeVisible();
    const panel = await openDemoPanel(page, 'Red');
    await panel.getByRole('spinbutton', { name: 'Tasa de errores (%)' }).fill('100');
    await panel.getByRole('button', { name: 'Cerrar panel' }).click();

    const attempts: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && /\/user\/details$/.test(response.url())) {
        attempts.push(response.status());
      }
    });
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'Error interno del servidor' });
    await expect(alert).toHaveText(/Error interno del servidor \(simulado\)/, { timeout: 30_000 });
    // Sent once and retried three times before the screen gave up.
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    expect(attempts.every((status) => status === 500)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const again = await openDemoPanel(page, 'Red');
    await again.getByRole('spinbutton', { name: 'Tasa de errores (%)' }).fill('0');
    await again.getByRole('button', { name: 'Cerrar panel' }).click();
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Camila');
    await expect(alert).toBeHidden();
  });

  test('a one-off 500 on a query is retried: the screen shows its data, no error', async ({
    page,
  }) => {
    await page.goto('/app/feed');
    await expect(accountButton(page)).toBeVisible();
    const panel = await openDemoPanel(page, 'Red');
    await panel.getByRole('button', { name: 'Forzar 500 en la próxima consulta' }).click();
    await expect(panel.getByRole('status')).toContainText(
      'La próxima consulta (GET) responderá 500',
    );
    await panel.getByRole('button', { name: 'Cerrar panel' }).click();

    const answers: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && response.url().includes('/api/v1/')) {
        answers.push({ url: response.url(), status: response.status() });
      }
    });
    await page.goto('/app/settings');
    // One query was answered 500, then sent again and answered.
    await expect
      .poll(() => {
        const failed = answers.findIndex((answer) => answer.status === 500);
        if (failed < 0) return 'no 500 yet';
        const retried = answers
          .slice(failed + 1)
          .some((answer) => answer.url === answers[failed]!.url && answer.status === 200);
        return retried ? 'retried' : 'not retried yet';
      })
      .toBe('retried');
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Camila');
    await expect(page.getByRole('button', { name: /Notificaciones, \d+ sin leer/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
