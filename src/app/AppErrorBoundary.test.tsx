import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { makeStore } from './store';

function BrokenExtra(): never {
  throw new Error('the demo panel crashed');
}

describe('AppErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the error screen when something outside the routes crashes', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>inicio</p> }]);
    render(<App store={makeStore()} router={router} extras={BrokenExtra} />);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeVisible();
    expect(screen.getByText('Oops! Algo salió mal')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
