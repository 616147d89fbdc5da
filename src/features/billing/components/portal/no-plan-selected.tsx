import { ReceiptText } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import styles from './payment-portal.module.css';

/** /payment-portal with nothing chosen (spec part 1 §2): 'No Plan Selected' and Back to Billing. */
export function NoPlanSelected({ onBackToBilling }: { onBackToBilling: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.empty} aria-labelledby="portal-no-plan">
      <ReceiptText size={40} aria-hidden="true" className={styles.emptyIcon} />
      <h1 id="portal-no-plan" className={styles.title}>
        {t('billing.portal.noPlanTitle')}
      </h1>
      <p className={styles.muted}>{t('billing.portal.noPlanBody')}</p>
      <Button variant="primary" onPress={onBackToBilling}>
        {t('billing.portal.backToBilling')}
      </Button>
    </section>
  );
}
