import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItemsMutationOptions, moveItemsMutationOptions } from '@/domain/projects';
import { isApiError } from '@/lib/api';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { toast } from '@/design-system';

type FailureKey = 'galleryScreen.deleteFailed' | 'galleryScreen.moveFailed' | 'galleryScreen.selectFailed';

/** Tells a failed change of the gallery in a toast, with the server's message when it gave one. */
export const failureToast = (t: TFunction, key: FailureKey) => (error: unknown) =>
  toast.error(t(key, { message: isApiError(error) ? (error.body?.message ?? '') : '' }));

/**
 * Moving and deleting creations from the gallery: `onDone` runs after either succeeds (the selection clears), and
 * a failure is told in a toast with the server's message.
 */
export function useGalleryMutations(teamId: string | null, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const context = { queryClient, teamId };
  const move = useMutation(moveItemsMutationOptions(context));
  const remove = useMutation(deleteItemsMutationOptions(context));
  return {
    isBusy: move.isPending || remove.isPending,
    moveItems: (ids: string[], projectId: string | null) =>
      move.mutate(
        { targetProjectId: projectId, projectIds: [], contentIds: ids },
        { onSuccess: onDone, onError: failureToast(t, 'galleryScreen.moveFailed') },
      ),
    deleteItems: (ids: string[]) =>
      remove.mutateAsync({ projectIds: [], contentIds: ids }).then(onDone).catch(failureToast(t, 'galleryScreen.deleteFailed')),
  };
}
