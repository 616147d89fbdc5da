import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { BrandMark } from '@/design-system';
import { workspaceStore } from '@/domain/workspace';
import type { ShellHrefs } from '../navigation/nav-items';
import { NotificationCentre } from '../notifications/notification-centre';
import { MuteToggle } from './mute-toggle';
import { PointsDisplay } from './points-display';
import { ProjectsLink } from './projects-link';
import styles from './top-bar.module.css';
import { UserMenu } from './user-menu';
import { WorkspaceSelector, type WorkspaceTeam } from './workspace-selector';

export interface TopBarProps {
  hrefs: ShellHrefs;
  onLogout: () => void;
  /** Where a notification's link leads (AppShellProps.onNavigate). */
  onNavigate: (href: string) => void;
  teams?: WorkspaceTeam[];
  notificationPanel?: ReactNode;
  /** The queue's button, beside the bell (the queue feature's, from the app). */
  queueButton?: ReactNode;
  /** Opens the command palette from the user menu (AppShellProps.onOpenCommands). */
  onOpenCommands?: () => void;
}

/** Brand and workspace at the start; sounds, notifications, points, Projects (small screens) and the user at the end. */
export function TopBar({ hrefs, onLogout, onNavigate, teams, notificationPanel, queueButton, onOpenCommands }: TopBarProps) {
  const { t } = useTranslation();
  const { activeWorkspace } = useSnapshot(workspaceStore);
  // Only a team the list holds: a stored team the user has left shows (and spends) Personal, as the selector does.
  const teamId = teams?.some((team) => team.id === activeWorkspace) ? activeWorkspace : null;
  return (
    <header className={styles.topBar}>
      <div className={styles.start}>
        <span className={styles.brand}>
          <BrandMark size={24} />
          <span className={styles.brandName}>{t('common.appName')}</span>
        </span>
        <WorkspaceSelector teams={teams} />
      </div>
      <div className={styles.end}>
        <PointsDisplay teamId={teamId} />
        <MuteToggle />
        {queueButton}
        <NotificationCentre onNavigate={onNavigate}>{notificationPanel}</NotificationCentre>
        <ProjectsLink href={hrefs.studio} />
        <UserMenu
          accountHref={hrefs.account}
          aiToolsHref={hrefs.aiTools}
          onLogout={onLogout}
          {...(onOpenCommands ? { onOpenCommands } : {})}
        />
      </div>
    </header>
  );
}
