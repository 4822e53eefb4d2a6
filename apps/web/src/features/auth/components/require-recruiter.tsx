import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../use-auth';
import { NoAccess } from './no-access';
import { RedirectToLogin } from './redirect-to-login';

/**
 * Recruiter-only routes (roles rh or rh_manager): a visitor goes to /login (spec 002 §2.1); a signed-in
 * professional is told the page is not theirs (issue 12).
 */
export function RequireRecruiter({ children }: { children?: ReactNode }) {
  const { isRecruiter, user } = useAuth();
  if (!user) return <RedirectToLogin />;
  if (!isRecruiter) return <NoAccess />;
  return children ?? <Outlet />;
}
