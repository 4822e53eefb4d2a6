import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../use-auth';
import { RedirectToLogin } from './redirect-to-login';

/** Renders its children (or the nested routes) only for a signed-in user. */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <RedirectToLogin />;
  return children ?? <Outlet />;
}
