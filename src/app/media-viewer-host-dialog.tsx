import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from '../lib/router';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../lib/i18n';
import { toast } from '../design-system';
import {
  actionTarget,
  mediaItemQueryOptions,
  useTemplateCatalog,
  useToggleFavoriteMutation,
  type MediaRecord,
  type WorkshopNavigationState,
} from '../domain/generation';
import { paths } from '../domain/paths';
import { currentUserQueryOptions, sessionStore } from '../domain/session';
import { activeTeamId, workspaceStore } from '../domain/workspace';
import { LazyFramePickerDialog, LazyMediaViewerDialog, type ViewerAction } from '../features/editors';

export interface MediaViewerHostProps {
  /** The creations the viewer pages through: the gallery's or the studio's loaded ones. */
  items: readonly MediaRecord[];
  /** The one opened first. */
  index: number;
  onClose: () => void;
}

interface PendingFrame {
  video: MediaRecord;
  templateId: string;
  state: WorkshopNavigationState;
}

/**
 * The details viewer opened from the gallery or My Studio (spec part 2 §4). Its actions lead to the workshop with
 * the creation, as the workshop's own results do; an edit of a video first asks for a frame. The workshop is
 * reached by replacing the viewer's history entry, so Back from there returns to the screen the viewer was over.
 */
export function MediaViewerHost({ items, index: first, onClose }: MediaViewerHostProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionStore);
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  const catalog = useTemplateCatalog(teamId);
  const user = useQuery(currentUserQueryOptions(token));
  const favorite = useToggleFavoriteMutation((messageKey) => toast.error(t(messageKey)));
  const [index, setIndex] = useState(first);
  const [pendingFrame, setPendingFrame] = useState<PendingFrame | null>(null);
  // The shown creation as the cache has it now, so a favorite toggled here shows at once.
  const shownId = items[index]?.id ?? '';
  const shown = useQuery({ ...mediaItemQueryOptions(shownId), enabled: shownId !== '' });
  const viewed = useMemo(() => items.map((item) => (item.id === shown.data?.id ? shown.data : item)), [items, shown.data]);
  const templateLabels = useMemo(
    () => Object.fromEntries((catalog.data ?? []).map((template) => [template.template_id, template.label])),
    [catalog.data],
  );

  const openWorkshop = (templateId: string, state: WorkshopNavigationState) =>
    void navigate(paths.workshop(templateId), { state, replace: true });

  const handleAction = (action: ViewerAction, media: MediaRecord) => {
    const target = actionTarget(action, media, catalog.data ?? [], user.data?.user_tier ?? 'Free');
    if (target.kind === 'error') return void toast.error(t(target.messageKey));
    if (action !== 'remix' && media.type === 'video') return setPendingFrame({ video: media, ...target });
    openWorkshop(target.templateId, target.state);
  };

  if (pendingFrame) {
    const { video, templateId, state } = pendingFrame;
    return (
      <Suspense fallback={null}>
        <LazyFramePickerDialog
          video={{ id: video.id, url: video.url ?? video.generated_url }}
          onPicked={({ url }) => openWorkshop(templateId, { ...state, mediaToProcess: { url, type: 'image' } })}
          onCancel={onClose}
        />
      </Suspense>
    );
  }
  const byId = (id: string) => viewed.find((item) => item.id === id);
  return (
    <Suspense fallback={null}>
      <LazyMediaViewerDialog
        items={viewed}
        index={index}
        onIndexChange={setIndex}
        onClose={onClose}
        templateLabels={templateLabels}
        onAction={(action, media) => {
          const item = byId(media.id);
          if (item) handleAction(action, item);
        }}
        onToggleFavorite={(media) => favorite.mutate({ id: media.id, isFavorite: media.is_favorite })}
      />
    </Suspense>
  );
}
