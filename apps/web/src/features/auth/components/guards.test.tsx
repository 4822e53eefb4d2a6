import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { renderWithProviders, tokenFor } from '../../../test/render';
import { RequireOwnProfessional } from './require-own-professional';
import { RequireRecruiter } from './require-recruiter';
import { RequireSignedIn } from './require-signed-in';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route element={<RequireRecruiter />}>
        <Route path="/kanban" element={<p>recruiter page</p>} />
      </Route>
      <Route element={<RequireSignedIn />}>
        <Route path="/my-candidatures" element={<p>signed-in page</p>} />
      </Route>
      <Route
        path="/professional/:id/settings"
        element={
          <RequireOwnProfessional>
            <p>own page</p>
          </RequireOwnProfessional>
        }
      />
    </Routes>,
    { route },
  );
}

describe('route guards', () => {
  beforeEach(() => localStorage.clear());

  describe('RequireRecruiter', () => {
    it('sends a visitor to /login', () => {
      renderAt('/kanban');
      expect(screen.getByText('login page')).toBeInTheDocument();
    });

    it('tells a signed-in professional the page is not theirs, with a way home (not the sign-in form)', () => {
      setToken(tokenFor({ roles: ['user'] }));
      renderAt('/kanban');
      expect(
        screen.getByRole('heading', { name: 'You do not have access to this page' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('login page')).not.toBeInTheDocument();
      expect(screen.queryByText('recruiter page')).not.toBeInTheDocument();
    });

    it.each(['rh', 'rh_manager'])('lets role %s in', (role) => {
      setToken(tokenFor({ roles: [role] }));
      renderAt('/kanban');
      expect(screen.getByText('recruiter page')).toBeInTheDocument();
    });

    it('treats an expired recruiter token as signed out', () => {
      setToken(tokenFor({ roles: ['rh'], expiresInSeconds: -10 }));
      renderAt('/kanban');
      expect(screen.getByText('login page')).toBeInTheDocument();
    });
  });

  describe('RequireSignedIn', () => {
    it('sends a visitor to /login', () => {
      renderAt('/my-candidatures');
      expect(screen.getByText('login page')).toBeInTheDocument();
    });

    it('lets any signed-in user in', () => {
      setToken(tokenFor());
      renderAt('/my-candidatures');
      expect(screen.getByText('signed-in page')).toBeInTheDocument();
    });
  });

  describe('RequireOwnProfessional', () => {
    it('lets the owner in', () => {
      setToken(tokenFor({ id: 'me' }));
      renderAt('/professional/me/settings');
      expect(screen.getByText('own page')).toBeInTheDocument();
    });

    it("tells a signed-in user that another user's page is not theirs", () => {
      setToken(tokenFor({ id: 'me' }));
      renderAt('/professional/someone-else/settings');
      expect(
        screen.getByRole('heading', { name: 'You do not have access to this page' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('own page')).not.toBeInTheDocument();
    });

    it('sends a visitor to /login', () => {
      renderAt('/professional/me/settings');
      expect(screen.getByText('login page')).toBeInTheDocument();
    });
  });
});
