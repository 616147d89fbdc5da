import { useNavigate, useParams } from '@/lib/router';
import { paths } from '@/domain/paths';
import { TeamPage } from '@/features/teams';

/** /teams/{teamId}: one team's detail (spec part 1 §2); a deleted, left or revoked team leads back to /teams. */
export function TeamRoute() {
  const navigate = useNavigate();
  const { teamId = '' } = useParams();
  return <TeamPage key={teamId} teamId={teamId} onGone={() => void navigate(paths.teams(), { replace: true })} />;
}

export { TeamRoute as Component };
