import { Gauge } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import { useTeamFormatters } from '../../formatting';
import type { TeamAbilities } from '../../team-abilities';
import type { TeamDetails } from '../../team-types';
import teamSection from '../team-section.module.css';
import styles from './team-budgets.module.css';

export interface TeamBudgetsProps {
  team: TeamDetails;
  abilities: TeamAbilities;
  /** Opens the default cap's dialog (owner and admin). */
  onSetDefault: () => void;
}

/**
 * The monthly budgets: owner and admin see the team's default cap and may change it; anyone else sees what is left
 * of their own budget this month (or that they have none), the same figure the workshop checks a run against.
 */
export function TeamBudgets({ team, abilities, onSetDefault }: TeamBudgetsProps) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
  const mine = team.my_budget;
  const text = abilities.canManage
    ? team.default_member_cap === null
      ? t('teams.budget.noDefaultCap')
      : t('teams.budget.defaultCap', { cap: format.points(team.default_member_cap) })
    : mine.cap === null || mine.remaining === null
      ? t('teams.budget.mineNoCap')
      : t('teams.budget.mine', { left: format.points(mine.remaining), cap: format.points(mine.cap) });
  return (
    <section className={teamSection.section} aria-labelledby="team-budgets-title">
      <h2 id="team-budgets-title" className={teamSection.title}>
        {t('teams.budget.title')}
      </h2>
      <div className={styles.row}>
        <Gauge size={18} aria-hidden="true" className={styles.icon} />
        <p className={`${styles.text} tabular-nums`} data-testid="team-budget-summary">
          {text}
        </p>
        {abilities.canManage && (
          <Button variant="secondary" size="sm" onPress={onSetDefault}>
            {t('teams.budget.setDefault')}
          </Button>
        )}
      </div>
    </section>
  );
}
