import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/design-system';
import { paths } from '@/domain/paths';
import type { TeamSummary } from '../../team-types';
import { RoleIcon } from '../role-icon';
import styles from './team-list.module.css';

export interface TeamListProps {
  teams: TeamSummary[];
}

/** The user's teams (spec part 1 §2): name, the user's role and the member count, each opening its team page. */
export function TeamList({ teams }: TeamListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('teams.yourTeams')}>
      {teams.map((team) => (
        <li key={team.id}>
          <Link href={paths.teams(team.id)} variant="standalone" className={styles.row}>
            <span className={styles.name} dir="auto">
              {team.team_name}
            </span>
            <span className={styles.meta}>
              <span className={styles.role}>
                <RoleIcon role={team.role} />
                {t(`teams.role.${team.role}`)}
              </span>
              <span className="tabular-nums">{t('teams.membersCount', { count: team.members_count })}</span>
            </span>
            <ChevronRight size={18} aria-hidden="true" data-directional="" className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
