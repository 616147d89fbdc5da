import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, confirmEmailChange, requestEmailChange, type CallInput } from '@contract/browser';
import { api, sessionKeys } from '@/domain/session';

type Body<C> = CallInput<C> extends { body: infer B } ? B : never;

/** Changes the password; the server signs out every other session of the user, this one stays. */
export function useChangePasswordMutation() {
  return useMutation({ mutationFn: (body: Body<typeof changePassword>) => api(changePassword, { body }) });
}

/** Mails a code to the new address; nothing changes until the code is confirmed. */
export function useRequestEmailChangeMutation() {
  return useMutation({ mutationFn: (body: Body<typeof requestEmailChange>) => api(requestEmailChange, { body }) });
}

/** Confirms the new address; the answer is the updated user, so the shared user query takes it without a refetch. */
export function useConfirmEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof confirmEmailChange>) => api(confirmEmailChange, { body }),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser(), user),
  });
}
