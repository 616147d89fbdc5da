import { useQuery } from '@tanstack/react-query';
import { Coins, Users } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Skeleton } from '@/design-system';
import { isLanguage, languages, useTranslation } from '@/lib/i18n';
import { pointsBalanceQueryOptions, sessionStore } from '@/domain/session';
import { teamQueryOptions } from '@/domain/teams';
import styles from './top-bar.module.css';

/**
 * From five digits on, a phone shows the balance abbreviated (11.5K, 1.3M): the top bar must fit a 320 px screen
 * whatever the balance. Below that every point counts (a generation costs a few), so it shows them all.
 */
const COMPACT_FROM = 10_000;
const compact: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/** Picks up spends made in other tabs and by the API while the page stays open. */
const refreshIntervalMs = 60_000;

export interface PointsDisplayProps {
  /** The active team workspace, whose shared pool its generations spend; null in the personal workspace. @default null */
  teamId?: string | null;
}

/**
 * The live points balance (spec part 1 §2): the user's own, or in a team workspace the team's pool, which is
 * what a generation there spends, with what is left of the member's own monthly budget when they have a cap (a run
 * needs both). Spending code invalidates `sessionKeys.all` (and a team run writes the pool),
 * so the balance follows a spend at once; it also refreshes on focus and every minute.
 */
export function PointsDisplay({ teamId = null }: PointsDisplayProps) {
  const { t, i18n } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  const refresh = { refetchOnWindowFocus: true, refetchInterval: refreshIntervalMs };
  const personal = useQuery({ ...pointsBalanceQueryOptions(token), ...refresh, enabled: token !== null && teamId === null });
  const pool = useQuery({
    ...teamQueryOptions(teamId ?? ''),
    ...refresh,
    select: (team) => ({ points_balance: team.points_balance, budget_left: team.my_budget.remaining }),
  });
  const balance = teamId === null ? personal : pool;
  const isTeam = teamId !== null;

  if (balance.isPending) {
    return (
      <span className={styles.pointsSlot} aria-busy="true" aria-label={t('shell.pointsLoading')} role="status">
        <Skeleton shape="rect" height={32} style={{ borderRadius: 'var(--radius-full)' }} />
      </span>
    );
  }
  if (balance.isError) {
    return (
      <span className={styles.points} data-state="error">
        {t('shell.pointsUnavailable')}
      </span>
    );
  }
  const locale = languages[isLanguage(i18n.language) ? i18n.language : 'en'].locale;
  const amount = balance.data.points_balance;
  const points = new Intl.NumberFormat(locale).format(amount);
  const label = t(isTeam ? 'shell.teamPoints' : 'shell.points', { count: amount, points });
  const budgetLeft = isTeam ? (pool.data?.budget_left ?? null) : null;
  const budgetLabel = budgetLeft === null ? null : t('shell.budgetLeft', { left: new Intl.NumberFormat(locale).format(budgetLeft) });
  return (
    <span
      className={styles.points}
      data-testid="points-balance"
      data-workspace={isTeam ? 'team' : 'personal'}
      title={budgetLabel ? `${label} · ${budgetLabel}` : label}
    >
      {isTeam ? <Users aria-hidden="true" className={styles.pointsIcon} /> : <Coins aria-hidden="true" className={styles.pointsIcon} />}
      <span className={styles.pointsLabel}>{label}</span>
      {budgetLabel && (
        <span className={styles.pointsBudget} data-testid="points-budget-left">
          {budgetLabel}
        </span>
      )}
      {/* Phones show the number alone, abbreviated from five digits on; the label above stays for screen readers. */}
      <span aria-hidden="true" className={styles.pointsNumber}>
        {amount >= COMPACT_FROM ? new Intl.NumberFormat(locale, compact).format(amount) : points}
      </span>
    </span>
  );
}
