import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Skeleton } from '../../../design-system';
import { isLanguage, languages } from '../../../lib/i18n';
import { pointsBalanceQueryOptions, sessionStore } from '../../../domain/session';
import styles from './top-bar.module.css';

/** Picks up spends made in other tabs and by the API while the page stays open. */
const refreshIntervalMs = 60_000;

/**
 * The live points balance (spec part 1 §2). Spending code invalidates `sessionKeys.all`, so the balance refetches
 * at once after a spend; it also refreshes on focus and every minute.
 */
export function PointsDisplay() {
  const { t, i18n } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  const balance = useQuery({
    ...pointsBalanceQueryOptions(token),
    refetchOnWindowFocus: true,
    refetchInterval: refreshIntervalMs,
  });

  if (balance.isPending) {
    return (
      <span className={styles.pointsSlot} aria-busy="true" aria-label={t('shell.pointsLoading')} role="status">
        <Skeleton shape="rect" width={96} height={32} style={{ borderRadius: 'var(--radius-full)' }} />
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
  const points = new Intl.NumberFormat(locale).format(balance.data.points_balance);
  return (
    <span className={styles.points} data-testid="points-balance">
      <Coins aria-hidden="true" className={styles.pointsIcon} />
      <span className={styles.pointsLabel}>{t('shell.points', { points })}</span>
      {/* Phones show the number alone; the label above stays for screen readers. */}
      <span aria-hidden="true" className={styles.pointsNumber}>
        {points}
      </span>
    </span>
  );
}
