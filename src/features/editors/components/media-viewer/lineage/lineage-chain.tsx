import { Lock } from 'lucide-react';
import { useLocale } from 'react-aria-components';
import type { MediaLineage } from '@contract/browser';
import { MediaTile } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import styles from './lineage.module.css';

export interface LineageChainProps {
  lineage: MediaLineage;
  /** Opens an ancestor creation in the viewer (an upload has no details to open). */
  onOpen: (id: string) => void;
}

/**
 * The creations this one was made from, its parent first: each a thumbnail named by the step that made it. A step
 * the viewer may not see is a locked tile that says no more, and ends the chain.
 */
export function LineageChain({ lineage, onOpen }: LineageChainProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dateOf = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  if (lineage.ancestors.length === 0) {
    return <p className={styles.note}>{lineage.kind === 'generate' ? t('editors.lineage.noParent') : t('editors.lineage.unknownStep')}</p>;
  }
  return (
    <>
      <ol className={styles.chain} aria-label={t('editors.lineage.chain')}>
        {lineage.ancestors.map((ancestor, index) => {
          if (ancestor.status === 'unavailable') {
            return (
              <li key={`hidden-${index}`} className={styles.step} data-testid="lineage-unavailable">
                <MediaTile title={t('editors.lineage.unavailable')}>
                  <Lock size={18} aria-hidden="true" className={styles.lock} />
                </MediaTile>
              </li>
            );
          }
          const kind = t(`editors.lineage.kinds.${ancestor.kind}`);
          return (
            <li key={ancestor.id} className={styles.step}>
              <MediaTile
                src={ancestor.thumbnail_url ?? ancestor.generated_url}
                title={kind}
                isVideo={ancestor.type === 'video'}
                {...(ancestor.kind === 'upload'
                  ? {}
                  : {
                      onPress: () => onOpen(ancestor.id),
                      label: t('editors.lineage.open', { kind, date: dateOf(ancestor.creation_date) }),
                    })}
              />
            </li>
          );
        })}
      </ol>
      {lineage.ancestors.some((ancestor) => ancestor.status === 'unavailable') && (
        <p className={styles.note}>{t('editors.lineage.unavailableHint')}</p>
      )}
      {lineage.is_truncated && <p className={styles.note}>{t('editors.lineage.truncated')}</p>}
    </>
  );
}
