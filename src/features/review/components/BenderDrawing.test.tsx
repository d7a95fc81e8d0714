import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { FileRef } from '@/shared/domain';
import { BenderDrawing } from './BenderDrawing';

// The drawing's download (with the token) answers an object URL; jsdom's Blob is not the
// fetch's, so the load itself is stood in for here (the e2e journey loads the real PNG).
vi.mock('../api', () => ({
  useLoadReviewImageMutation: () => [() => ({ unwrap: () => Promise.resolve('blob:dibujo') })],
}));

const file: FileRef = {
  id: 'f1',
  name: 'dibujo.png',
  mimeType: 'image/png',
  size: 18_000,
  downloadUrl: '/files/f1',
};

afterEach(() => vi.restoreAllMocks());

/** jsdom loads no image and lays nothing out: the drawing's size and the view's are given. */
function drawingLoaded(img: HTMLElement, width = 1200, height = 900) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
}

describe('the review’s Bender drawing', () => {
  it('shows the nine figures beside the drawing: two columns of the same width, one on a phone', async () => {
    renderWithApp(<BenderDrawing file={file} alt="Dibujo del test de Bender de Ana" />);
    const figures = await screen.findByRole('list', { name: 'Figuras de referencia' });
    const names = within(figures)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(names).toEqual(['Figura A', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Figura ${n}`)]);
    const drawing = await screen.findByRole('img', { name: 'Dibujo del test de Bender de Ana' });
    expect(drawing).toHaveAttribute('src', 'blob:dibujo');
    // One grid holds both, figures and drawing at the same width: stacked in one column on a
    // phone, two equal columns from sm (600 px) up.
    // eslint-disable-next-line testing-library/no-node-access -- the layout: the grid that holds both images
    const grid = figures.closest('[class*="MuiBox"]')!.parentElement!.parentElement!;
    expect(grid).toContainElement(drawing);
    const gridClass = [...grid.classList].find((name) => name.startsWith('css-'))!;
    /** The grid's columns from a width up, as its style sheet says them. */
    const columnsFrom = (minWidth: number) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.media.mediaText.replace(/\s/g, '') === `(min-width:${minWidth}px)`)
        .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
        .find((rule) => rule.selectorText.includes(gridClass))?.style.gridTemplateColumns;
    expect(columnsFrom(0)).toBe('minmax(0, 1fr)');
    expect(columnsFrom(600)).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('the zoom opens fitted to the drawing, in percent of the image, and steps from there', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const user = userEvent.setup();
    renderWithApp(<BenderDrawing file={file} alt="Dibujo del test de Bender de Ana" />);
    drawingLoaded(await screen.findByRole('img', { name: 'Dibujo del test de Bender de Ana' }));
    await user.click(screen.getByRole('button', { name: 'Ampliar el dibujo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dibujo del test de Bender' });
    // 1200 × 900 in a 900 × 600 view: the height decides, 600 / 900.
    expect(within(dialog).getByText('67 %')).toBeVisible();
    const zoomed = within(dialog).getByRole('img', { name: 'Dibujo del test de Bender de Ana' });
    expect(zoomed).toHaveStyle({ width: '800px', height: '600px' });
    expect(within(dialog).getByRole('button', { name: 'Ajustar' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(within(dialog).getByText('75 %')).toBeVisible();
    expect(zoomed).toHaveStyle({ width: '900px' });
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(within(dialog).getByText('100 %')).toBeVisible();
    expect(zoomed).toHaveStyle({ width: '1200px' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar' }));
    expect(within(dialog).getByText('67 %')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    expect(within(dialog).getByText('50 %')).toBeVisible();

    // Closed and opened again: fitted again.
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ampliar el dibujo' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Dibujo del test de Bender' })).getByText(
        '67 %',
      ),
    ).toBeVisible();
  });
});
