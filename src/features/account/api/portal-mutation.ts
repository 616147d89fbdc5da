import { useMutation } from '@tanstack/react-query';
import { createPortalSession } from '@contract/browser';
import { toast } from '@/design-system';
import { api } from '@/domain/session';
import { useErrorMessage } from '@/lib/api';

/**
 * Opens the payment provider's customer portal (spec part 1 §7): the portal sends the user back to this page.
 * On success the browser leaves the app, so the mutation stays pending until the page unloads.
 */
export function usePortalSessionMutation() {
  const toMessage = useErrorMessage();
  return useMutation({
    mutationFn: () => api(createPortalSession, { body: { return_url: window.location.href } }),
    onSuccess: ({ portal_url }) => window.location.assign(portal_url),
    // The spec's message invites a retry; an answer that says why (billing not set up yet, no connection) is
    // said instead, since retrying would not help.
    onError: (error) => toast.error(toMessage(error, 'account.header.portalFailed')),
  });
}
