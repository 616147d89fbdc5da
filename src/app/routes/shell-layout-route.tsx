import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from '@/lib/router';
import { useSnapshot } from 'valtio';
import { paths } from '@/domain/paths';
import type { WorkshopNavigationState } from '@/domain/generation';
import { sessionStore } from '@/domain/session';
import { afterDialogsClose } from '@/design-system';
import { CommandPaletteHost, type GlobalShortcut } from '@/features/command-palette';
import { ProjectSidebar } from '@/features/projects';
import { QueueButton } from '@/features/queue';
import { AppShell, shellHrefs } from '@/features/shell';
import { appEvents } from '../event-stream';
import { RequireAuth } from '../guards';
import { useLiveNotifications } from '../use-live-notifications';
import { useLogout } from '../use-logout';
import { useActiveTeamId, useWorkspaceTeams } from '../use-workspace-teams';

/** The project tree under the side panel's menu, drawn for its collapsed or open state. */
const projectPanel = (isCollapsed: boolean) => <ProjectSidebar isCollapsed={isCollapsed} />;

/** The signed-in frame around every product route; it stays mounted while the screen inside it changes. */
export function ShellLayoutRoute() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const workspaceTeams = useWorkspaceTeams();
  const teamId = useActiveTeamId(workspaceTeams);
  const { token } = useSnapshot(sessionStore);
  useLiveNotifications(appEvents, token !== null);
  const [isQueueOpen, setQueueOpen] = useState(false);
  const openQueue = useCallback(() => setQueueOpen(true), []);
  const [openCommands, setOpenCommands] = useState<GlobalShortcut | null>(null);
  // From the user menu: the palette opens once the menu has closed and given focus back, so it keeps the focus.
  const showPalette = useCallback(() => afterDialogsClose(() => setOpenCommands('palette')), []);
  const goTo = useCallback((href: string, state?: WorkshopNavigationState) => void navigate(href, { state }), [navigate]);
  return (
    <RequireAuth teamId={teamId}>
      <AppShell
        currentPath={pathname}
        hrefs={shellHrefs}
        onLogout={() => void logout()}
        onNavigate={(href) => void navigate(href)}
        teams={workspaceTeams.teams}
        projectPanel={projectPanel}
        commandPalette={
          <CommandPaletteHost
            teamId={teamId}
            onNavigate={goTo}
            onOpenQueue={openQueue}
            open={openCommands}
            onOpenChange={setOpenCommands}
          />
        }
        onOpenCommands={showPalette}
        queueButton={
          <QueueButton
            teamId={teamId}
            isOpen={isQueueOpen}
            onOpenChange={setQueueOpen}
            events={appEvents}
            // As a remix opens the workshop: the task's template, filled with its inputs and params.
            onEditRetry={(inputs) =>
              void navigate(paths.workshop(inputs.template_id), {
                state: { user_inputs: inputs.user_inputs, user_params: inputs.user_params, action: 'remix' },
              })
            }
          />
        }
      >
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}

export { ShellLayoutRoute as Component };
