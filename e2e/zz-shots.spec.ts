import { test } from './support/fixtures';
import { useTheme, screenReady } from './support/a11y';

for (const theme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test(`shot ${theme} ${width}`, async ({ context, page }) => {
      await useTheme(context, theme);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/accesibilidad');
      await screenReady(page);
      await page.screenshot({
        path: `/tmp/h-a11y-shots/statement-${theme}-${width}.png`,
        fullPage: true,
      });
    });
