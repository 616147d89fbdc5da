import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toast } from '@/design-system';
import { mediaDetailsQueryOptions } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import { useMediaViewerHost } from './media-viewer-host';

const noPaging = () => undefined;

export interface CreationViewerProps {
  mediaId: string;
  onClose: () => void;
}

/**
 * One creation in the details viewer, opened by id from outside any list (a points history line): read from the
 * server, then shown alone. One deleted since, or no longer visible, closes again with a message.
 */
export function CreationViewer({ mediaId, onClose }: CreationViewerProps) {
  const { t } = useTranslation();
  const details = useQuery(mediaDetailsQueryOptions(mediaId));
  const { renderViewer } = useMediaViewerHost();
  // The details query put the creation in the media cache as it arrived, as a list would.
  const media = details.data?.media;
  useEffect(() => {
    if (!details.isError) return;
    toast.error(t('account.pointsHistory.creationGone'));
    onClose();
  }, [details.isError, onClose, t]);
  const items = useMemo(() => (media ? [media] : []), [media]);
  if (!media) return null;
  return renderViewer({ items, startIndex: 0, hasMore: false, onNeed: noPaging, onClose });
}
