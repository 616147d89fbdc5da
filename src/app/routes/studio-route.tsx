import { useNavigate } from '../../lib/router';
import { paths } from '../../domain/paths';
import { StudioScreen } from '../../features/projects';
import { useMediaViewerHost } from '../media-viewer-host';

/** /studio: My Studio at its root (spec part 2 §2). */
export function StudioRoute() {
  const navigate = useNavigate();
  const { open, viewer } = useMediaViewerHost();
  return (
    <>
      <StudioScreen
        onOpenProject={(projectId) => navigate(paths.studio(projectId ?? undefined))}
        onOpenMedia={open}
        onOpenWorkshop={() => navigate(paths.workshop())}
      />
      {viewer}
    </>
  );
}

export { StudioRoute as Component };
