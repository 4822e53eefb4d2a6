import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';

export function useLogout(): () => void {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // The trip home and the end of the session land in one render (the router's navigations are transitions):
    // ended first, the guarded page being left would be drawn signed out and send the visitor to the sign-in page.
    startTransition(() => {
      void navigate(paths.home);
      signOut();
    });
    // Cached answers belong to the previous user.
    queryClient.clear();
  }, [signOut, queryClient, navigate]);
}
