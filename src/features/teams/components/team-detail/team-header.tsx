import { ArrowLeft, Coins, DoorOpen, Send, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, Link } from '@/design-system';
import { paths } from '@/domain/paths';
import { useTeamFormatters } from '../../formatting';
import type { TeamAbilities } from '../../team-abilities';
import type { TeamDetails } from '../../team-types';
import teamPage from '../team-page.module.css';
import styles from './team-header.module.css';

export interface TeamHeaderProps {
  team: TeamDetails;
  abilities: TeamAbilities;
  onTransfer: () => void;
  onInvite: () => void;
  onDelete: () => void;
  onLeave: () => void;
}

/**
 * The top of a team's page (spec part 1 §2): the back link, the name, the pool labelled Points, Transfer Points
 * (owner), Invite Member (owner or admin, when joining is allowed), and Delete Team (owner) or Leave Team.
 */
export function TeamHeader({ team, abilities, onTransfer, onInvite, onDelete, onLeave }: TeamHeaderProps) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
  return (
    <header className={styles.header}>
      <Link href={paths.teams()} variant="standalone" className={teamPage.back}>
        <ArrowLeft size={16} aria-hidden="true" data-directional="" />
        {t('teams.detail.back')}
      </Link>
      <div className={styles.titleRow}>
        <h1 className={styles.title} dir="auto">
          {team.team_name}
        </h1>
        <div className={styles.points}>
          <Coins size={18} aria-hidden="true" className={styles.pointsIcon} />
          <span className={styles.pointsLabel}>{t('teams.detail.points')}</span>
          <span className={`${styles.pointsValue} tabular-nums`} data-testid="team-points">
            {format.points(team.points_balance)}
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        {abilities.canTransferPoints && (
          <Button variant="primary" onPress={onTransfer}>
            <Send size={16} aria-hidden="true" data-directional="" />
            {t('teams.detail.transfer')}
          </Button>
        )}
        {abilities.canInvite && (
          <Button variant="secondary" onPress={onInvite}>
            <UserPlus size={16} aria-hidden="true" />
            {t('teams.detail.invite')}
          </Button>
        )}
        {abilities.canDelete && (
          <Button variant="danger" onPress={onDelete} className={styles.end}>
            <Trash2 size={16} aria-hidden="true" />
            {t('teams.detail.delete')}
          </Button>
        )}
        {abilities.canLeave && (
          <Button variant="secondary" onPress={onLeave} className={styles.end}>
            <DoorOpen size={16} aria-hidden="true" data-directional="" />
            {t('teams.detail.leave')}
          </Button>
        )}
      </div>
    </header>
  );
}
