import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useAuth } from '../../features/auth';

export function useLogout(): () => void {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // One render ends the session and goes home (the router's navigations are not transitions, main.tsx), so the
    // guarded page being left is never drawn signed out and never sends the visitor to the sign-in page.
    signOut();
    // Cached answers belong to the previous user.
    queryClient.clear();
    void navigate(paths.home);
  }, [signOut, queryClient, navigate]);
}
