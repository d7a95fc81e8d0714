import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { signedInState as signedIn, signedOutState as signedOut } from '@/test/session';
import { HomePage } from './HomePage';

/** A signed-in session in the store, as the identity feature leaves it. */

describe('the landing page', () => {
  it('shows a visitor the search and the ways in', () => {
    renderWithApp(<HomePage />, {
      preloadedState: signedOut,
    });
    expect(screen.getByRole('search')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Empieza hoy' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crear cuenta de candidato' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ir a la App' })).not.toBeInTheDocument();
  });

  it('shows a signed-in candidate the search and "Ir a la App", not the sign-up hero', () => {
    renderWithApp(<HomePage />, { preloadedState: signedIn(['candidate']) });
    expect(screen.getByRole('search')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la App' })).toHaveAttribute('href', '/app/feed');
    expect(screen.queryByRole('heading', { name: 'Empieza hoy' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Crear cuenta de candidato' }),
    ).not.toBeInTheDocument();
  });

  it('shows a signed-in recruiter "Ir a la App" to the dashboard, without the candidate search', () => {
    renderWithApp(<HomePage />, { preloadedState: signedIn(['recruiter']) });
    expect(screen.getByRole('link', { name: 'Ir a la App' })).toHaveAttribute(
      'href',
      '/app/recruiter/dashboard',
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar empresa' })).not.toBeInTheDocument();
  });
});
