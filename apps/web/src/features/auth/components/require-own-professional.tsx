import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { useAuth } from '../use-auth';
import { NoAccess } from './no-access';
import { RedirectToLogin } from './redirect-to-login';

/**
 * A professional's own pages: the route's `:id` must be the signed-in user's id (spec 000 §2, §6). A visitor
 * goes to /login; someone signed in on another person's page is told it is not theirs (issue 12).
 */
export function RequireOwnProfessional({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const { id } = useParams();
  if (!user) return <RedirectToLogin />;
  if (!id || id !== user.id) return <NoAccess />;
  return children ?? <Outlet />;
}
