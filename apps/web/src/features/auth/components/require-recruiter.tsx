import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../use-auth';
import { RedirectToLogin } from './redirect-to-login';

/** Recruiter-only routes (roles rh or rh_manager); anyone else goes to /login (spec 002 §2.1). */
export function RequireRecruiter({ children }: { children?: ReactNode }) {
  const { isRecruiter } = useAuth();
  if (!isRecruiter) return <RedirectToLogin />;
  return children ?? <Outlet />;
}
