import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutProvider } from '@contract/browser';
import { Button } from '@/design-system';
import styles from './payment-portal.module.css';

export interface AutomatedPaymentProps {
  onPay: () => void;
  /** The configured provider, which names the button; unknown (its settings did not load) says only 'Pay Online'. */
  provider?: CheckoutProvider | undefined;
  /** The checkout is being created: the button says 'Processing...' and waits. @default false */
  isProcessing?: boolean;
}

const payLabels = {
  paypal: 'billing.portal.payWithPayPal',
  stripe: 'billing.portal.payByCard',
  sandbox: 'billing.portal.payInSandbox',
} as const;

/**
 * The automated option (spec part 1 §2): a button to the provider's hosted checkout, named after the provider the
 * server is configured with ('Pay with PayPal' for PayPal).
 */
export function AutomatedPayment({ onPay, provider, isProcessing = false }: AutomatedPaymentProps) {
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
            {t(provider ? payLabels[provider] : 'billing.portal.payOnline')}
            <ExternalLink size={16} aria-hidden="true" data-directional />
          </>
        )}
      </Button>
    </section>
  );
}
