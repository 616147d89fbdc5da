import type { ReactNode } from 'react';
import { BottomBar } from './navigation/bottom-bar';
import type { ShellHrefs } from './navigation/nav-items';
import { RadialMenu } from './navigation/radial-menu';
import { SidePanel } from './navigation/side-panel';
import styles from './app-shell.module.css';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar/top-bar';
import type { WorkspaceTeam } from './top-bar/workspace-selector';

export interface AppShellProps {
  /** The screen of the current route. */
  children: ReactNode;
  /** The current location's path, to highlight its navigation entry. */
  currentPath: string;
  /** Where each navigation entry leads (the app's typed paths). */
  hrefs: ShellHrefs;
  onLogout: () => void;
  /**
   * Goes to a place in the app the shell knows only by its address, such as a notification's link; the app passes
   * its router's navigate.
   */
  onNavigate: (href: string) => void;
  /** The user's teams for the workspace selector; the teams feature supplies them through the app. @default [] */
  teams?: WorkspaceTeam[];
  /** The notification centre's content; its empty state shows until the notifications feature provides one. */
  notificationPanel?: ReactNode;
  /** The top bar's queue button; the app supplies the queue feature's. */
  queueButton?: ReactNode;
  /** The command palette and its shortcuts, rendered once beside the frame; the app supplies the palette feature's. */
  commandPalette?: ReactNode;
  /** Opens the command palette: the user menu offers it to those without a keyboard. */
  onOpenCommands?: () => void;
  /** The project tree under the side panel's menu, given its collapsed state; the app supplies the projects feature's. */
  projectPanel?: (isCollapsed: boolean) => ReactNode;
}

/** The page's own content, where the skip link leads. */
const mainContentId = 'main-content';

/**
 * The signed-in frame (spec part 1 §2 Shell): the top bar, then the navigation that fits the screen — the
 * collapsible side panel from 768 px, the bottom bar on phones, the radial menu on landscape phones. Each
 * navigation decides in its own CSS when it shows, so the layout needs no script to follow the screen.
 */
export function AppShell({
  children,
  currentPath,
  hrefs,
  onLogout,
  onNavigate,
  teams,
  notificationPanel,
  queueButton,
  projectPanel,
  commandPalette,
  onOpenCommands,
}: AppShellProps) {
  return (
    <div className={styles.shell}>
      <SkipLink targetId={mainContentId} />
      <TopBar
        hrefs={hrefs}
        onLogout={onLogout}
        onNavigate={onNavigate}
        teams={teams}
        notificationPanel={notificationPanel}
        queueButton={queueButton}
        {...(onOpenCommands ? { onOpenCommands } : {})}
      />
      <SidePanel currentPath={currentPath} hrefs={hrefs} projectPanel={projectPanel} />
      {/* Focusable from script only: the skip link moves focus here, and the next Tab goes on into the screen. */}
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <BottomBar currentPath={currentPath} hrefs={hrefs} />
      <RadialMenu currentPath={currentPath} hrefs={hrefs} />
      {commandPalette}
    </div>
  );
}
