import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { createWebhook, deleteWebhook, rotateWebhookSecret, sendWebhookTest } from '@contract/browser';
import { toast } from '@/design-system';
import { api } from '@/domain/session';
import { accountPageKeys } from './keys';

/** Registers a URL; the answer holds the signing secret, the only time the browser sees it. Errors show in the form. */
export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api(createWebhook, { body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountPageKeys.webhooks() }),
  });
}

export function useRemoveWebhookMutation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(deleteWebhook, { params: { id } }),
    onSuccess: () => toast.success(t('account.webhooks.removed')),
    onError: () => toast.error(t('account.webhooks.removeFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountPageKeys.webhooks() }),
  });
}

/** The new secret is in the answer only; the caller shows it once. */
export function useRotateWebhookSecretMutation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(rotateWebhookSecret, { params: { id } }),
    onError: () => toast.error(t('account.webhooks.rotateFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountPageKeys.webhooks() }),
  });
}

/** Sends a signed test event now and says how it went; the delivery log then shows the try. */
export function useSendWebhookTestMutation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(sendWebhookTest, { params: { id } }),
    onSuccess: ({ attempt }) =>
      attempt.is_success
        ? toast.success(t('account.webhooks.testDelivered', { status: attempt.status_code ?? 0 }))
        : toast.error(t('account.webhooks.testNotDelivered', { error: attempt.error ?? '' })),
    onError: () => toast.error(t('account.webhooks.testFailed')),
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: accountPageKeys.webhookAttempts(id) }),
  });
}
