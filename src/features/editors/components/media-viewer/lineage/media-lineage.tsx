import { ArrowLeftRight, X } from 'lucide-react';
import { useId } from 'react';
import { Button, Skeleton } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import panel from '../media-panel.module.css';
import { LineageChain } from './lineage-chain';
import { RunCost } from './run-cost';
import type { LineageView } from './use-lineage-view';
import styles from './lineage.module.css';

/** The History section of the details: the step that made the creation, what it cost, and the chain it came from. */
export function MediaLineage({ view }: { view: LineageView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { details } = view;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.term}>
        {t('editors.lineage.title')}
      </h3>
      {details.isPending ? (
        <Skeleton shape="rect" height={120} />
      ) : details.isError ? (
        <p className={styles.note}>{t('editors.lineage.loadFailed')}</p>
      ) : (
        <>
          <dl className={panel.facts}>
            <div className={panel.fact}>
              <dt>{t('editors.lineage.step')}</dt>
              <dd>
                {details.data.lineage.kind ? t(`editors.lineage.kinds.${details.data.lineage.kind}`) : t('editors.lineage.unknownStep')}
              </dd>
            </div>
            {details.data.lineage.task_id && <RunCost taskId={details.data.lineage.task_id} />}
          </dl>
          <h4 className={styles.subheading}>{t('editors.lineage.chain')}</h4>
          <LineageChain lineage={details.data.lineage} onOpen={view.open} />
          {view.canCompare && (
            <Button variant="secondary" size="sm" isFullWidth onPress={() => view.setComparing(!view.isComparing)}>
              {view.isComparing ? <X size={14} aria-hidden="true" /> : <ArrowLeftRight size={14} aria-hidden="true" />}
              {view.isComparing ? t('editors.lineage.closeCompare') : t('editors.lineage.compare')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
