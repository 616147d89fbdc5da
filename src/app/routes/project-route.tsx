import { useNavigate, useParams } from '@/lib/router';
import { paths } from '@/domain/paths';
import { StudioScreen } from '@/features/projects';
import { useMediaViewerHost } from '../media-viewer-host';

/** /studio/{projectId}: one project in My Studio (spec part 2 §2). */
export function ProjectRoute() {
  const navigate = useNavigate();
  const { renderViewer, onMediaAction } = useMediaViewerHost();
  const { projectId = '' } = useParams();
  return (
    <StudioScreen
      key={projectId}
      projectId={projectId}
      onOpenProject={(id) => navigate(paths.studio(id ?? undefined))}
      renderViewer={renderViewer}
      onMediaAction={onMediaAction}
      onOpenWorkshop={() => navigate(paths.workshop())}
    />
  );
}

export { ProjectRoute as Component };
