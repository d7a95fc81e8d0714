import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Footer } from './Footer';

afterEach(() => localStorage.clear());

describe('theme mode switch', () => {
  it('follows the system by default, and remembers the mode the user picks', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Tema: Sistema' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Claro', 'Oscuro', 'Sistema']);
    expect(screen.getByRole('menuitemradio', { name: 'Sistema' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Oscuro' }));
    expect(store.getState().ui.themeMode).toBe('dark');
    expect(localStorage.getItem('themeMode')).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(screen.getByRole('button', { name: 'Tema: Oscuro' })).toBeVisible();
  });

  it('starts from the stored choice', async () => {
    localStorage.setItem('themeMode', 'light');
    const { store } = renderWithApp(<Footer />);
    expect(store.getState().ui.themeMode).toBe('light');
    expect(await screen.findByRole('button', { name: 'Tema: Claro' })).toBeVisible();
  });
});
