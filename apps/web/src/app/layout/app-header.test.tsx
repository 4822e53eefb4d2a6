import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { setToken } from '../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../test/render';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('offers sign-in and sign-up to visitors', () => {
    renderWithProviders(<AppHeader />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'New here? Sign up!' })).toHaveAttribute('href', '/signup');
    expect(screen.getByTestId('logo-default')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it("shows a professional's menus and welcome dropdown", async () => {
    setToken(tokenFor({ id: 'p1', roles: ['user'], displayName: 'Ana Souza' }));
    renderWithProviders(<AppHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Opportunities');
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/my-candidatures');
    expect(screen.getByRole('link', { name: 'Professional profile' })).toHaveAttribute(
      'href',
      '/professional/p1/professinal-profile',
    );
    fireEvent.click(screen.getByRole('button', { name: /Welcome, Ana Souza/ }));
    // The dropdown's code loads on the first click (header-menu.tsx).
    expect(await screen.findByRole('menuitem', { name: 'Personal information' })).toHaveAttribute(
      'href',
      '/professional/p1/personal-information',
    );
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/professional/p1/settings',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    // The professional profile entry of the welcome menu is for recruiters only; so is the security screen's
    // (professionals have the same section in their settings).
    expect(screen.queryByRole('menuitem', { name: 'Professional profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sign-in and security' })).not.toBeInTheDocument();
  });

  it('opens the mobile navigation from the burger (its drawer loads on first use)', async () => {
    setToken(tokenFor({ id: 'p1', roles: ['user'], displayName: 'Ana Souza' }));
    renderWithProviders(<AppHeader />);
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(nav).toHaveTextContent('Welcome, Ana Souza');
    expect(screen.getByRole('button', { name: 'Close menu', expanded: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the language menu on the first click and switches language from it', async () => {
    renderWithProviders(<AppHeader />);
    const button = screen.getByRole('button', { name: /^Language: English \(US\)/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    // As a click does in a browser: the focus is on the button, and stays on the menu's own button once it loads.
    button.focus();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Português (Portugal)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Idioma: Português/ })).toHaveFocus());
    await act(() => i18n.changeLanguage('en-US'));
  });

  it("shows a recruiter's menus and logo", async () => {
    setToken(tokenFor({ id: 'r1', roles: ['rh'], displayName: 'Rita' }));
    renderWithProviders(<AppHeader />);
    expect(screen.getByTestId('logo-recruiter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Professionals' })).toHaveAttribute('href', '/rh/professionals');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    fireEvent.click(screen.getByRole('button', { name: 'Kanban' }));
    expect(await screen.findByRole('menuitem', { name: 'Opportunities' })).toHaveAttribute('href', '/kanban');
    expect(screen.getByRole('menuitem', { name: 'Talent hunters' })).toHaveAttribute(
      'href',
      '/kanban/talents',
    );
    fireEvent.click(screen.getByRole('button', { name: /Welcome, Rita/ }));
    expect(await screen.findByRole('menuitem', { name: 'Professional profile' })).toHaveAttribute(
      'href',
      '/professional/r1/professinal-profile',
    );
    // Their second factor and sessions have a screen of their own (issue 26).
    expect(screen.getByRole('menuitem', { name: 'Sign-in and security' })).toHaveAttribute(
      'href',
      '/account/security',
    );
  });
});
