import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Footer } from './Footer';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme mode switch', () => {
  it('follows the system by default, and remembers the mode the user picks', async () => {
    const user = userEvent.setup();
    renderWithApp(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Tema: Sistema' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Claro', 'Oscuro', 'Sistema']);
    expect(screen.getByRole('menuitemradio', { name: 'Sistema' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Oscuro' }));
    expect(localStorage.getItem('themeMode')).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(screen.getByRole('button', { name: 'Tema: Oscuro' })).toBeVisible();
  });

  it('starts from the stored choice on the first render', () => {
    localStorage.setItem('themeMode', 'light');
    renderWithApp(<Footer />);
    expect(screen.getByRole('button', { name: 'Tema: Claro' })).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
