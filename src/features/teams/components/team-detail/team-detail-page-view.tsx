import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link, LoadError, Skeleton } from '@/design-system';
import { paths } from '@/domain/paths';
import type { TeamDetails } from '../../team-types';
import { MessageDialog } from '../dialogs/message-dialog';
import { TeamDetailView, type TeamDetailViewProps } from './team-detail-view';
import teamPage from '../team-page.module.css';
import styles from './team-detail-page-view.module.css';

/** The team's load: pending, failed, refused because the user is no longer a member (403), or loaded. */
export type TeamLoad =
  { state: 'pending' } | { state: 'error'; isRetrying: boolean } | { state: 'revoked' } | { state: 'success'; team: TeamDetails };

export interface TeamDetailPageViewProps extends Omit<TeamDetailViewProps, 'team'> {
  load: TeamLoad;
  onRetry: () => void;
  /** OK on 'Access Revoked': the app sends the user to /teams (spec part 1 §2). */
  onAccessRevokedClose: () => void;
}

/** /teams/{teamId} in each of its states (spec part 1 §2, §8). */
export function TeamDetailPageView({ load, onRetry, onAccessRevokedClose, ...props }: TeamDetailPageViewProps) {
  const { t } = useTranslation();
  if (load.state === 'success') return <TeamDetailView team={load.team} {...props} />;
  return (
    <div className={`${teamPage.page} ${styles.page}`}>
      <Link href={paths.teams()} variant="standalone" className={teamPage.back}>
        <ArrowLeft size={16} aria-hidden="true" data-directional="" />
        {t('teams.detail.back')}
      </Link>
      {load.state === 'pending' && (
        <div role="status" aria-label={t('teams.detail.loading')} aria-busy="true" className={styles.skeleton}>
          <Skeleton shape="text" width="40%" height={32} />
          <Skeleton shape="rect" height={56} />
          <Skeleton shape="rect" height={168} />
        </div>
      )}
      {load.state === 'error' && <LoadError message={t('teams.detail.loadFailed')} onRetry={onRetry} isRetrying={load.isRetrying} />}
      <MessageDialog
        message={load.state === 'revoked' ? t('teams.accessRevoked.message') : null}
        title={t('teams.accessRevoked.title')}
        onClose={onAccessRevokedClose}
      />
    </div>
  );
}
