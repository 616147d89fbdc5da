import { Users } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { LoadError, Skeleton } from '@/design-system';
import type { ReceivedTeamInvitation, TeamSummary } from '../../team-types';
import { CreateTeamAction } from './create-team-action';
import { PendingTeamInvitations } from './pending-team-invitations';
import { TeamList } from './team-list';
import teamPage from '../team-page.module.css';
import teamSection from '../team-section.module.css';
import styles from './teams-page-view.module.css';

/** The teams load: pending, failed, or the list. */
export type TeamsLoad = { state: 'pending' } | { state: 'error'; isRetrying: boolean } | { state: 'success'; teams: TeamSummary[] };

export interface TeamsPageViewProps {
  teams: TeamsLoad;
  /** Loads the teams again after a failure. */
  onRetry: () => void;
  /** Team invitations waiting for the user. @default [] */
  invitations?: ReceivedTeamInvitation[];
  onAcceptInvitation: (invitation: ReceivedTeamInvitation) => Promise<unknown>;
  onDeclineInvitation: (invitation: ReceivedTeamInvitation) => Promise<unknown>;
  /** userPermissions.teams.canCreate. */
  canCreate: boolean;
  onCreateTeam: (teamName: string) => Promise<unknown>;
}

/** /teams (spec part 1 §2): Create Team (or the upgrade path), pending invitations, then the user's teams. */
export function TeamsPageView(props: TeamsPageViewProps) {
  const { t } = useTranslation();
  const { invitations = [] } = props;
  return (
    <div className={`${teamPage.page} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('teams.title')}</h1>
        <CreateTeamAction canCreate={props.canCreate} onCreate={props.onCreateTeam} />
      </header>
      {invitations.length > 0 && (
        <PendingTeamInvitations invitations={invitations} onAccept={props.onAcceptInvitation} onDecline={props.onDeclineInvitation} />
      )}
      <TeamsSection teams={props.teams} onRetry={props.onRetry} />
    </div>
  );
}

function TeamsSection({ teams, onRetry }: Pick<TeamsPageViewProps, 'teams' | 'onRetry'>) {
  const { t } = useTranslation();
  if (teams.state === 'pending') {
    return (
      <div role="status" aria-label={t('teams.loading')} aria-busy="true" className={styles.skeletons}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="rect" height={56} />
        ))}
      </div>
    );
  }
  if (teams.state === 'error') return <LoadError message={t('teams.loadFailed')} onRetry={onRetry} isRetrying={teams.isRetrying} />;
  if (teams.teams.length === 0) {
    return (
      <div className={styles.empty}>
        <Users size={32} aria-hidden="true" className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>{t('teams.empty')}</p>
        <p className={styles.emptyHint}>{t('teams.emptyHint')}</p>
      </div>
    );
  }
  return (
    <section className={teamSection.section} aria-labelledby="your-teams-title">
      <h2 id="your-teams-title" className={teamSection.title}>
        {t('teams.yourTeams')}
      </h2>
      <TeamList teams={teams.teams} />
    </section>
  );
}
