import { Minus, Plus } from 'lucide-react';
import type { PointsHistoryEntry } from '@contract';
import { usePlanNamedParams } from '@/domain/billing';
import { useTemplateNamedParams } from '@/domain/generation';
import { Trans, useServerText, useTranslation } from '@/lib/i18n';
import { signedAmount, useAccountFormatters } from '../../formatting';
import { LedgerLinks } from './ledger-links';
import styles from './points-history-list.module.css';

export interface PointsHistoryListProps {
  entries: readonly PointsHistoryEntry[];
  /** Another page is loading; the rows shown are the previous page's (the page controls show the spinner). @default false */
  isUpdating?: boolean;
  /** Opens a generation's creation in the details viewer; without it, lines link only to their task. */
  onOpenCreation?: ((mediaId: string) => void) | undefined;
}

/**
 * Ledger rows: what happened (in the interface language when the server gave a code for it), when (in the
 * interface's locale), and the signed amount, green in and red out.
 */
export function PointsHistoryList({ entries, isUpdating = false, onOpenCreation }: PointsHistoryListProps) {
  const { t } = useTranslation();
  const formats = useAccountFormatters();
  const serverText = useServerText();
  const namedParams = useTemplateNamedParams(
    null,
    entries.some((entry) => typeof entry.params?.template_id === 'string'),
  );
  const planNamed = usePlanNamedParams(entries.some((entry) => typeof entry.params?.plan_id === 'string'));
  return (
    <ul className={styles.list} aria-label={t('account.pointsHistory.listLabel')} aria-busy={isUpdating || undefined}>
      {entries.map((entry) => {
        const Icon = entry.transaction_type === 'credit' ? Plus : Minus;
        return (
          <li key={entry.id} className={styles.row} data-type={entry.transaction_type}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={16} />
            </span>
            <div className={styles.text}>
              <p className={styles.description}>
                {serverText('ledger', { code: entry.code, params: planNamed(namedParams(entry.params)), text: entry.description })}
              </p>
              <time className={styles.date} dateTime={entry.transaction_date}>
                {formats.dateTime.format(new Date(entry.transaction_date))}
              </time>
              <LedgerLinks entry={entry} onOpenCreation={onOpenCreation} />
            </div>
            <span className={styles.amount}>
              <Trans
                i18nKey="account.pointsHistory.amount"
                values={{ count: Math.abs(signedAmount(entry)), amount: formats.signedPoints(signedAmount(entry)) }}
                // Left to right, so an Arabic page shows '-4' rather than '4-'.
                components={{ amount: <bdi dir="ltr" /> }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
