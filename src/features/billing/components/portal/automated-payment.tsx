import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system';
import styles from './payment-portal.module.css';

export interface AutomatedPaymentProps {
  onPay: () => void;
  /** The checkout is being created: the button says 'Processing...' and waits. @default false */
  isProcessing?: boolean;
}

/** The automated option (spec part 1 §2): Pay with PayPal, which goes to the provider's hosted checkout. */
export function AutomatedPayment({ onPay, isProcessing = false }: AutomatedPaymentProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.option} aria-labelledby="portal-automated">
      <h2 id="portal-automated" className={styles.optionTitle}>
        {t('billing.portal.automatedTitle')}
      </h2>
      <p className={styles.muted}>{t('billing.portal.automatedBody')}</p>
      <Button variant="primary" size="lg" isFullWidth onPress={onPay} isDisabled={isProcessing} aria-busy={isProcessing || undefined}>
        {isProcessing ? (
          t('billing.processing')
        ) : (
          <>
            {t('billing.portal.payWithPayPal')}
            <ExternalLink size={16} aria-hidden="true" data-directional />
          </>
        )}
      </Button>
    </section>
  );
}
