import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { logout } from '@contract/browser';
import { api, endSession } from '@/domain/session';
import { resetUserStores } from './client-stores';
import { paths } from '@/domain/paths';

/**
 * Logout (spec part 1 §4): revoke the token on the server, clear the stored token, workspace and project, reset
 * user data, then go to /auth. The local clean-up happens even when the server cannot be reached.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api(logout, {});
    } catch {
      // Already revoked or unreachable: the local session ends either way.
    }
    endSession();
    resetUserStores();
    queryClient.clear();
    await navigate(paths.auth, { replace: true });
  }, [navigate, queryClient]);
}
