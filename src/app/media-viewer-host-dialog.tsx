import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/design-system';
import {
  mediaItemQueryOptions,
  useTemplateCatalog,
  useToggleFavoriteMutation,
  useViewerStanding,
  type MediaRecord,
  type MediaViewerRequest,
  type WorkshopAction,
} from '@/domain/generation';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { LazyFramePickerDialog, LazyMediaViewerDialog } from '@/features/editors';
import { useMediaAction } from './use-media-action';

interface PendingFrame {
  video: MediaRecord;
  action: WorkshopAction;
}

/**
 * The details viewer opened from the gallery or My Studio (spec part 2 §4), walking the list it was opened from.
 * Its actions lead to the workshop with the creation, in place of the viewer; a picture tool on a video first asks
 * for a frame, which the tool then takes as its picture.
 */
export function MediaViewerHost({ items, startIndex, hasMore, onNeed, onClose }: MediaViewerRequest) {
  const { t } = useTranslation();
  const { index, onIndexChange } = useViewerStanding(items, startIndex);
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  const catalog = useTemplateCatalog(teamId);
  const favorite = useToggleFavoriteMutation((messageKey) => toast.error(t(messageKey)));
  const runAction = useMediaAction();
  const [pendingFrame, setPendingFrame] = useState<PendingFrame | null>(null);
  // The shown creation as the cache has it now, so a favorite toggled here shows at once whatever the list holds.
  const shownId = items[index]?.id ?? '';
  const shown = useQuery({ ...mediaItemQueryOptions(shownId), enabled: shownId !== '' });
  const viewed = useMemo(() => items.map((item) => (item && item.id === shown.data?.id ? shown.data : item)), [items, shown.data]);
  const templateLabels = useMemo(
    () => Object.fromEntries((catalog.data ?? []).map((template) => [template.template_id, template.label])),
    [catalog.data],
  );
  const byId = (id: string) => viewed.find((item) => item?.id === id);

  if (pendingFrame) {
    const { video, action } = pendingFrame;
    return (
      <Suspense fallback={null}>
        <LazyFramePickerDialog
          video={{ id: video.id, url: video.url ?? video.generated_url }}
          onPicked={({ url }) => void runAction(action, video, { replace: true, frameUrl: url })}
          onCancel={() => setPendingFrame(null)}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <LazyMediaViewerDialog
        items={viewed}
        index={index}
        onIndexChange={onIndexChange}
        hasMore={hasMore}
        onNeed={onNeed}
        onClose={onClose}
        templates={catalog.data ?? []}
        templateLabels={templateLabels}
        onAction={(action, media) => {
          const item = byId(media.id);
          if (!item) return;
          if (action !== 'remix' && item.type === 'video') return setPendingFrame({ video: item, action });
          void runAction(action, item, { replace: true });
        }}
        onToggleFavorite={(media) => favorite.mutate({ id: media.id, isFavorite: media.is_favorite })}
      />
    </Suspense>
  );
}
