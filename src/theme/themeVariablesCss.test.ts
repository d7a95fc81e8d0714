import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';
import { themeVariablesCss } from './themeVariablesCss';
import { PALETTE } from './tokens';

describe('themeVariablesCss', () => {
  const css = themeVariablesCss(appTheme());
  const block = (selector: string) => {
    const start = css.indexOf(`${selector}{`);
    expect(start, selector).toBeGreaterThanOrEqual(0);
    return css.slice(start, css.indexOf('}', start));
  };

  it('holds both colour schemes under the attribute the colour-scheme script sets', () => {
    const light = block(':root, [data-theme="light"]');
    const dark = block('[data-theme="dark"]');
    expect(light).toContain('color-scheme:light;');
    expect(light.toLowerCase()).toContain(
      `--mui-palette-primary-main:${PALETTE.light.primary}`.toLowerCase(),
    );
    expect(dark).toContain('color-scheme:dark;');
    expect(dark.toLowerCase()).toContain(
      `--mui-palette-primary-main:${PALETTE.dark.primary}`.toLowerCase(),
    );
    expect(dark.toLowerCase()).toContain(
      `--mui-palette-background-default:${PALETTE.dark.background}`.toLowerCase(),
    );
  });

  it('holds the scheme-independent tokens at the root, as MUI’s provider would', () => {
    expect(block(':root')).toContain('--mui-spacing:');
    expect(css).toContain('--mui-shape-borderRadius:');
  });
});
