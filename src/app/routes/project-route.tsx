import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { StudioScreen } from '../../features/projects';

/** /studio/{projectId}: one project in My Studio (spec part 2 §2). */
export function ProjectRoute() {
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  return (
    <StudioScreen
      key={projectId}
      projectId={projectId}
      onOpenProject={(id) => navigate(paths.studio(id ?? undefined))}
      onOpenWorkshop={() => navigate(paths.workshop())}
    />
  );
}

export { ProjectRoute as Component };
