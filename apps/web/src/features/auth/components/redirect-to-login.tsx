import { useContext } from 'react';
import { Navigate, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { paths } from '../../../app/paths';

/**
 * Sends the visitor to /login, remembering where they were so the sign-in screen can return them. Not while the
 * app is already leaving the page: signing out (or deleting the account) starts a navigation home and ends the
 * session at once, and the guarded page must not turn that into a trip to the sign-in page. The state is read from
 * the data router's context, which plain routers (tests) do not have.
 */
export function RedirectToLogin() {
  const location = useLocation();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  if (routerState && routerState.navigation.state !== 'idle') return null;
  return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
}
