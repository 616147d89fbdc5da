import { useTranslation } from '@/lib/i18n';
import { useTeamFormatters } from '../../formatting';
import type { MemberBudget } from '../../team-types';
import styles from './member-list.module.css';

/** A member's use of the pool this month against their cap (or 'No cap'); a spent budget says so in words too. */
export function MemberBudgetLine({ budget }: { budget: MemberBudget }) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
  const spent = format.points(budget.spent_this_month);
  const isReached = budget.remaining === 0;
  return (
    <span className={`${styles.budget} tabular-nums`} data-state={isReached ? 'reached' : undefined} data-testid="member-budget">
      {budget.cap === null ? t('teams.budget.usageNoCap', { spent }) : t('teams.budget.usage', { spent, cap: format.points(budget.cap) })}
      {isReached && <span className={styles.reached}>{t('teams.budget.reached')}</span>}
    </span>
  );
}
