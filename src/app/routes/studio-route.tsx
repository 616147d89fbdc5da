import { useNavigate } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { StudioScreen } from '../../features/projects';

/** /studio: My Studio at its root (spec part 2 §2). */
export function StudioRoute() {
  const navigate = useNavigate();
  return (
    <StudioScreen
      onOpenProject={(projectId) => navigate(paths.studio(projectId ?? undefined))}
      onOpenWorkshop={() => navigate(paths.workshop())}
    />
  );
}

export { StudioRoute as Component };
