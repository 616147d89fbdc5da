import { Outlet, useLocation } from 'react-router-dom';
import { ProjectSidebar } from '../../features/projects';
import { AppShell, shellHrefs } from '../../features/shell';
import { RequireAuth } from '../guards';
import { useLogout } from '../use-logout';
import { useActiveTeamId, useWorkspaceTeams } from '../use-workspace-teams';

/** The project tree under the side panel's menu, drawn for its collapsed or open state. */
const projectPanel = (isCollapsed: boolean) => <ProjectSidebar isCollapsed={isCollapsed} />;

/** The signed-in frame around every product route; it stays mounted while the screen inside it changes. */
export function ShellLayoutRoute() {
  const logout = useLogout();
  const { pathname } = useLocation();
  const teams = useWorkspaceTeams();
  const teamId = useActiveTeamId(teams);
  return (
    <RequireAuth teamId={teamId}>
      <AppShell currentPath={pathname} hrefs={shellHrefs} onLogout={() => void logout()} teams={teams} projectPanel={projectPanel}>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}

export { ShellLayoutRoute as Component };
