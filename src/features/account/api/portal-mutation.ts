import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createPortalSession } from '../../../../contract/browser';
import { toast } from '../../../design-system';
import { api } from '../../../domain/session';

/**
 * Opens the payment provider's customer portal (spec part 1 §7): the portal sends the user back to this page.
 * On success the browser leaves the app, so the mutation stays pending until the page unloads.
 */
export function usePortalSessionMutation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => api(createPortalSession, { body: { return_url: window.location.href } }),
    onSuccess: ({ portal_url }) => window.location.assign(portal_url),
    // The spec's one message for every failure, including billing not being set up yet.
    onError: () => toast.error(t('account.header.portalFailed')),
  });
}
