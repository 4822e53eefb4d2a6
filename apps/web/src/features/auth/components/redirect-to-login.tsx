import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Sends the visitor to /login, remembering where they were so the sign-in screen can return them. Signing out from
 * a guarded page never gets here: `useLogout` ends the session and goes home in one render.
 */
export function RedirectToLogin() {
  const location = useLocation();
  return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
}
