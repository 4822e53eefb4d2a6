import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { useAuth } from '../use-auth';
import { RedirectToLogin } from './redirect-to-login';

/** A professional's own pages: the route's `:id` must be the signed-in user's id (spec 000 §2, §6). */
export function RequireOwnProfessional({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const { id } = useParams();
  if (!user || !id || id !== user.id) return <RedirectToLogin />;
  return children ?? <Outlet />;
}
