import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { createApiKey, revokeApiKey } from '@contract/browser';
import { toast } from '@/design-system';
import { api } from '@/domain/session';
import { accountPageKeys } from './keys';

/**
 * Creates a key; the answer holds the full key, the only time the browser ever sees it. Errors are shown inside
 * the create dialog by the caller, where the user is looking.
 */
export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(createApiKey, { body: { name, scopes: ['generation:write'] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountPageKeys.apiKeys() }),
  });
}

/** Revokes a key at once; the confirmation dialog stays open on failure, and a toast says why. */
export function useRevokeApiKeyMutation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(revokeApiKey, { params: { id } }),
    onSuccess: () => toast.success(t('account.apiKeys.revoked')),
    onError: () => toast.error(t('account.apiKeys.revokeFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountPageKeys.apiKeys() }),
  });
}
