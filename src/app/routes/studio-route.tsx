import { useNavigate } from '@/lib/router';
import { paths } from '@/domain/paths';
import { StudioScreen } from '@/features/projects';
import { useMediaViewerHost } from '../media-viewer-host';

/** /studio: My Studio at its root (spec part 2 §2). */
export function StudioRoute() {
  const navigate = useNavigate();
  const { renderViewer, onMediaAction } = useMediaViewerHost();
  return (
    <StudioScreen
      onOpenProject={(projectId) => navigate(paths.studio(projectId ?? undefined))}
      renderViewer={renderViewer}
      onMediaAction={onMediaAction}
      onOpenWorkshop={() => navigate(paths.workshop())}
    />
  );
}

export { StudioRoute as Component };
