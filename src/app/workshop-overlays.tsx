import { Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { LazyFramePickerDialog, LazyMediaViewerDialog, type ViewerMedia } from '@/features/editors';
import type { WorkshopFramePickerRequest, WorkshopViewerRequest } from '@/features/workshop';
import { useTemplateCatalog, type CompletedItem } from '@/domain/generation';
import { activeTeamId, workspaceStore } from '@/domain/workspace';

const viewerMedia = (item: CompletedItem): ViewerMedia => ({ ...item, generated_url: item.url ?? item.generated_url });

/** The details viewer over the workshop's results; its actions go back to the workshop, which knows the templates. */
function WorkshopViewer({ items, onAction, onToggleFavorite, ...paging }: WorkshopViewerRequest) {
  const workspace = useSnapshot(workspaceStore);
  const catalog = useTemplateCatalog(activeTeamId(workspace));
  const templateLabels = useMemo(
    () => Object.fromEntries((catalog.data ?? []).map((template) => [template.template_id, template.label])),
    [catalog.data],
  );
  const byId = (media: ViewerMedia) => items.find((item) => item.id === media.id);
  return (
    <Suspense fallback={null}>
      <LazyMediaViewerDialog
        {...paging}
        items={items.map(viewerMedia)}
        templates={catalog.data ?? []}
        templateLabels={templateLabels}
        onAction={(action, media) => {
          const item = byId(media);
          if (item) onAction(action, item);
        }}
        onToggleFavorite={(media) => {
          const item = byId(media);
          if (item) onToggleFavorite(item);
        }}
      />
    </Suspense>
  );
}

export const renderWorkshopViewer = (request: WorkshopViewerRequest) => <WorkshopViewer {...request} />;

export const renderWorkshopFramePicker = (request: WorkshopFramePickerRequest) => (
  <Suspense fallback={null}>
    <LazyFramePickerDialog {...request} />
  </Suspense>
);
