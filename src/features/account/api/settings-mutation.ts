import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { updateSettings, type User } from '@contract/browser';
import { toast } from '@/design-system';
import { api, sessionKeys } from '@/domain/session';
import { applyOptimistically } from '@/lib/optimistic-update';

type Settings = User['settings'];

/**
 * Saves changed settings (spec part 1 §4: applied at once, reverted if saving fails). The current-user query is
 * updated before the call, so every screen reading the setting follows at once, and restored on failure.
 */
export function useUpdateSettingsMutation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userKey = sessionKeys.currentUser();
  return useMutation({
    // One at a time: a quick second toggle must not race the first one's answer or rollback.
    scope: { id: 'account-settings' },
    mutationFn: (changes: Partial<Settings>) => api(updateSettings, { body: changes }),
    onMutate: (changes) =>
      applyOptimistically<User>(queryClient, userKey, (user) => ({ ...user, settings: { ...user.settings, ...changes } })),
    onError: (_error, _changes, undo) => {
      undo?.();
      toast.error(t('account.preferences.saveFailed'));
    },
    // The answer carries all settings as saved; take them rather than refetching the whole user.
    onSuccess: ({ settings }) => queryClient.setQueryData<User>(userKey, (user) => user && { ...user, settings }),
  });
}
