import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Template } from '@contract/browser';
import { toast } from '@/design-system';
import { actionTarget, downloadReportText, useMediaDownloads, type CompletedItem, type WorkshopNavigationState } from '@/domain/generation';
import type { ResultAction } from './results/result-tile';

/** What the workshop asks the editors feature for when an edit action meets a video: a frame of it, as an image. */
export interface WorkshopFramePickerRequest {
  video: { id: string; url: string };
  /** The frame, uploaded as a seed image. */
  onPicked: (image: { url: string }) => void;
  onCancel: () => void;
}

interface PendingFrame {
  video: CompletedItem;
  templateId: string;
  state: WorkshopNavigationState;
}

/**
 * The results' actions (spec part 2 §4): each opens its template with the creation, or says what is missing; an
 * edit of a video first asks for a frame, which then goes on as the image. Downloads save one creation as its file.
 */
export function useResultActions({
  catalog,
  tier,
  onOpenTemplate,
  renderFramePicker,
}: {
  catalog: readonly Template[];
  tier: string;
  onOpenTemplate: (templateId: string, state?: WorkshopNavigationState) => void;
  renderFramePicker: ((request: WorkshopFramePickerRequest) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const { download } = useMediaDownloads();
  const [pendingFrame, setPendingFrame] = useState<PendingFrame | null>(null);

  // Kept the same from render to render, so typing a prompt does not re-render every result tile that holds them.
  const handleAction = useCallback(
    (action: ResultAction, item: CompletedItem) => {
      const target = actionTarget(action, item, catalog, tier);
      if (target.kind === 'error') {
        toast.error(t(target.messageKey));
        return;
      }
      if (action !== 'remix' && item.type === 'video' && renderFramePicker) {
        setPendingFrame({ video: item, templateId: target.templateId, state: target.state });
        return;
      }
      onOpenTemplate(target.templateId, target.state);
    },
    [catalog, tier, t, renderFramePicker, onOpenTemplate],
  );

  const handleDownload = useCallback(
    (item: CompletedItem) =>
      void download([{ id: item.id, url: item.url ?? item.generated_url, type: item.type }]).then((report) => {
        const text = downloadReportText(report, t);
        if (text) toast.error(text);
      }),
    [download, t],
  );

  const framePicker =
    pendingFrame &&
    renderFramePicker?.({
      video: { id: pendingFrame.video.id, url: pendingFrame.video.url ?? pendingFrame.video.generated_url },
      onPicked: ({ url }) => {
        setPendingFrame(null);
        onOpenTemplate(pendingFrame.templateId, { ...pendingFrame.state, mediaToProcess: { url, type: 'image' } });
      },
      onCancel: () => setPendingFrame(null),
    });

  return { handleAction, handleDownload, framePicker };
}
