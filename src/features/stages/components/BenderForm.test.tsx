import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BENDER_TEXTS } from '../forms';
import { BenderForm } from './BenderForm';

describe('the Bender stage', () => {
  it('shows the nine figures to copy, A then 1 to 8, beside the canvas', async () => {
    renderWithApp(
      <BenderForm
        jobId="oferta"
        applicationId="postulacion"
        stageId="etapa"
        onConflict={() => {}}
        pendingAttemptId={null}
      />,
    );
    expect(screen.getByRole('heading', { name: BENDER_TEXTS.figuresTitle })).toBeVisible();
    expect(screen.getByText(BENDER_TEXTS.figuresHelp)).toBeVisible();
    const figures = await screen.findByRole('list', { name: BENDER_TEXTS.figuresTitle });
    const images = within(figures).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Figura A',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Figura ${n}`),
    ]);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('img', { name: /Lienzo de dibujo/ })).toBeVisible();
  });
});
