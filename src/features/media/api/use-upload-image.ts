import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { uploadImageMutationOptions } from '../../../lib/generation';
import { sessionStore } from '../../../lib/session';

/** Uploads an image as a generation input for the signed-in user; the asset library refreshes after. */
export function useUploadImage() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  return useMutation(uploadImageMutationOptions(queryClient, token));
}
