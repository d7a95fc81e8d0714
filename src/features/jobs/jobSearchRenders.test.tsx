import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextFieldProps } from '@mui/material/TextField';
import { afterEach, expect, it, vi } from 'vitest';
import { tokenFor } from '@/mocks/handlers/test-utils';
import '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import type { JobOfferCardProps } from './components/JobOfferCard';
import { JobSearchPage } from './JobSearchPage';

/**
 * What the job search draws again on a favourite and on typing (issue 33.2, the favourite's
 * INP): MUI's text fields (the filters' boxes and selects) and the offer cards, watched (each
 * render noted), not replaced.
 */
const rendered = await vi.hoisted(async () => (await import('@/test/renderLog')).renderLog());
vi.mock('@mui/material/TextField', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/TextField')>();
  const nameOf = (props: TextFieldProps) => `field ${String(props.label)}`;
  return { ...actual, default: rendered.watched(actual.default, nameOf) };
});
vi.mock('./components/JobOfferCard', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./components/JobOfferCard')>();
  const nameOf = (props: JobOfferCardProps) => `card ${props.offer.id}`;
  return { ...actual, JobOfferCard: rendered.watched(actual.JobOfferCard, nameOf) };
});

afterEach(() => setTestToken(null));

const cards = () => screen.queryAllByTestId('job-offer-card');

it('a favourite draws neither the filters nor the other cards; typing draws no card', async () => {
  setTestToken(await tokenFor('camila'));
  const user = userEvent.setup();
  renderWithApp(<JobSearchPage />, { path: '/app/jobs/' });
  await waitFor(() => expect(cards()).toHaveLength(12));
  expect(rendered.names).toContain('field Buscar');
  expect(rendered.names).toContain('field Categoría');

  const card = cards().find(
    (node) => within(node).queryByRole('button', { name: 'Guardar en favoritos' }) !== null,
  )!;
  rendered.names.length = 0;
  await user.click(within(card).getByRole('button', { name: 'Guardar en favoritos' }));
  await within(card).findByRole('button', { name: 'Quitar de favoritos' });
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Ofertas' })).not.toHaveAttribute('aria-busy'),
  );
  // The results are drawn again (the offers changed; each card is a memo, its wrapper here is
  // not, so every card's name is noted), but no field: neither the filters' nor the pages'.
  expect(rendered.names.filter((name) => name.startsWith('field '))).toEqual([]);

  rendered.names.length = 0;
  await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
  expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
  expect(rendered.names.filter((name) => name.startsWith('card '))).toEqual([]);
  expect(rendered.names).toContain('field Buscar');
});
