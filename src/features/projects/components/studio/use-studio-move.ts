import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/design-system';
import { moveItemsMutationOptions } from '@/domain/projects';
import { isApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { entryItem, splitItems } from '../../state/project-items';
import type { StudioEntry } from '../../state/use-studio-content';

/**
 * Moves the studio's entries with `ids` into a project (null: the root), as a drop does; `onMoved` runs before the
 * toast that counts them, and a failure is told with the server's message.
 */
export function useStudioMove(entries: readonly StudioEntry[], teamId: string | null, onMoved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const move = useMutation(moveItemsMutationOptions({ queryClient, teamId }));
  return (targetId: string | null, ids: string[]) => {
    const items = entries.filter((entry) => ids.includes(entry.id)).map(entryItem);
    move.mutate(
      { targetProjectId: targetId, ...splitItems(items) },
      {
        onSuccess: () => {
          onMoved();
          toast.success(t('studio.moved', { count: items.length }));
        },
        onError: (error) => toast.error(t('projects.move.failed', { message: isApiError(error) ? (error.body?.message ?? '') : '' })),
      },
    );
  };
}
