import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableRowProps } from '@mui/material/TableRow';
import { afterEach, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '@/app/api';
import { tokenFor } from '@/mocks/handlers/test-utils';
import { holdBack } from '@/test/msw';
import { renderWithApp, setTestToken } from '@/test/render';
import { ReviewQueuePage } from './ReviewQueuePage';

/**
 * What a queue filter draws before its answer comes (issue 33.2, the filter's INP): MUI's
 * table rows, watched (each render noted), not replaced. The attempts' rows are the ones with
 * `hover`; the head's row has none.
 */
const rendered = await vi.hoisted(async () => (await import('@/test/renderLog')).renderLog());
vi.mock('@mui/material/TableRow', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/TableRow')>();
  const nameOf = (props: TableRowProps) => (props.hover ? 'attempt' : 'head');
  return { ...actual, default: rendered.watched(actual.default, nameOf) };
});

afterEach(() => setTestToken(null));

const QUEUE = '/app/recruiter/candidates';

it('a filter draws no attempt again until its answer comes; then the rows link to the new view', async () => {
  setTestToken(await tokenFor('valentina'));
  const user = userEvent.setup();
  const { router } = renderWithApp(null, {
    routes: [{ path: QUEUE, element: <ReviewQueuePage /> }],
    path: QUEUE,
  });
  const table = await screen.findByRole('table', { name: 'Intentos por revisar' });
  await waitFor(() => expect(rendered.names).toContain('attempt'));

  const release = holdBack(`${apiBaseUrl()}recruiters/stage-attempts/to-review`);
  rendered.names.length = 0;
  await user.click(screen.getByRole('combobox', { name: 'Tipo de etapa' }));
  await user.click(await screen.findByRole('option', { name: 'Prueba técnica' }));
  await waitFor(() => expect(router.state.location.search).toBe('?stageType=technical'));
  await screen.findByRole('progressbar', { name: 'Actualizando' });
  // The old view's rows stay as they were (their links still lead back to the old view).
  expect(rendered.names.filter((name) => name === 'attempt')).toEqual([]);
  const links = () => within(table).getAllByRole('link', { name: /./ });
  expect(links()[0]).not.toHaveAttribute('href', expect.stringContaining('stageType'));

  release();
  await waitFor(() =>
    expect(links()[0]).toHaveAttribute('href', expect.stringContaining('stageType=technical')),
  );
  expect(rendered.names).toContain('attempt');
});
