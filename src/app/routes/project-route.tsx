import { useNavigate, useParams } from '../../lib/router';
import { paths } from '../../domain/paths';
import { StudioScreen } from '../../features/projects';
import { useMediaViewerHost } from '../media-viewer-host';

/** /studio/{projectId}: one project in My Studio (spec part 2 §2). */
export function ProjectRoute() {
  const navigate = useNavigate();
  const { open, viewer } = useMediaViewerHost();
  const { projectId = '' } = useParams();
  return (
    <>
      <StudioScreen
        key={projectId}
        projectId={projectId}
        onOpenProject={(id) => navigate(paths.studio(id ?? undefined))}
        onOpenMedia={open}
        onOpenWorkshop={() => navigate(paths.workshop())}
      />
      {viewer}
    </>
  );
}

export { ProjectRoute as Component };
