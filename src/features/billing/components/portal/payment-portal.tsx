import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { preloadable } from '@/lib/lazy';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutProvider, ManualPaymentMethod, Plan, PlanPrice } from '@contract/browser';
import { Button } from '@/design-system';
import { useBillingFormats } from '../use-billing-formats';
import { AutomatedPayment } from './automated-payment';
import { ChangePlanOption, type PlanChange } from './change-plan-option';
import { LtrRunsText } from './ltr-runs-text';
import type { ManualPaymentFormValues } from './manual-payment-form';
import successBox from '../success-box.module.css';
import styles from './payment-portal.module.css';

export interface PaymentPortalProps {
  plan: Plan;
  price: PlanPrice;
  /** The back link: clears the selection and returns to /billing. */
  onBack: () => void;
  onPay: () => void;
  isPaying?: boolean;
  /**
   * Who takes online payments: its button is offered; null when the server takes none (then only manual
   * payment, if any); undefined while unknown (a generic button, the checkout call has the last word).
   */
  checkoutProvider?: CheckoutProvider | null | undefined;
  /** Manual methods; none means the manual option is not offered (spec part 1 §2). */
  manualMethods: readonly ManualPaymentMethod[];
  /** The overall description of manual payments, from the server. */
  manualDescription?: string;
  onSubmitManual: (values: ManualPaymentFormValues) => void;
  isSubmitting?: boolean;
  submitError?: string | null;
  /** The server's message once the request is in (spec part 1 §4). */
  submittedMessage?: string | null;
  /** The account already has a subscription of this kind: its plan is changed instead of paying for a second one. */
  change?: PlanChange;
}

/**
 * The manual payment form (its method Select, list and popover, and the proof drop zone: about 30 kB gzip) loads
 * beside the page's queries, not before the first screen; the form shows once the manual methods have come.
 */
const ManualPaymentForm = preloadable(async () => (await import('./manual-payment-form')).ManualPaymentForm);

const intervalSuffix = { month: 'billing.perMonth', year: 'billing.perYear' } as const;

/** /payment-portal with a chosen plan (spec part 1 §2): 'Complete Your Purchase', the plan, and the ways to pay. */
export function PaymentPortal({
  plan,
  price,
  onBack,
  onPay,
  isPaying = false,
  checkoutProvider,
  manualMethods,
  manualDescription = '',
  onSubmitManual,
  isSubmitting = false,
  submitError = null,
  submittedMessage = null,
  change,
}: PaymentPortalProps) {
  const { t } = useTranslation();
  const formats = useBillingFormats();
  useEffect(() => void ManualPaymentForm.preload(), []);
  return (
    <section className={styles.page} aria-labelledby="portal-title">
      <Button variant="ghost" size="sm" onPress={onBack} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" data-directional />
        {t('billing.portal.backToBilling')}
      </Button>
      <header className={styles.header}>
        <h1 id="portal-title" className={styles.title}>
          {t('billing.portal.title')}
        </h1>
        <div className={styles.summary}>
          <span className={styles.muted}>{t('billing.portal.selectedPlan')}</span>
          <span className={styles.planName} dir="auto" data-testid="portal-plan-name">
            {plan.plan_name}
          </span>
          <span className={styles.price}>
            <bdi>{formats.price(price)}</bdi>
            {price.billing_interval !== 'one-time' && <span className={styles.muted}>{t(intervalSuffix[price.billing_interval])}</span>}
          </span>
        </div>
      </header>
      {change ? (
        <div className={styles.options}>
          <ChangePlanOption {...change} planName={plan.plan_name} />
        </div>
      ) : (
        <div className={styles.options}>
          {checkoutProvider !== null && <AutomatedPayment onPay={onPay} provider={checkoutProvider} isProcessing={isPaying} />}
          {checkoutProvider === null && manualMethods.length === 0 && (
            <p role="status" className={styles.option}>
              {t('billing.portal.noWayToPay')}
            </p>
          )}
          {manualMethods.length > 0 && (
            <section className={styles.option} aria-labelledby="portal-manual">
              <h2 id="portal-manual" className={styles.optionTitle}>
                {t('billing.portal.manualTitle')}
              </h2>
              {manualDescription && (
                <p className={styles.muted} dir="auto">
                  <LtrRunsText text={manualDescription} />
                </p>
              )}
              <p className={styles.muted}>{t('billing.portal.manualReview')}</p>
              {submittedMessage ? (
                <div role="status" className={successBox.box}>
                  <CircleCheck size={20} aria-hidden="true" className={successBox.icon} />
                  <div>
                    <p className={styles.submittedTitle}>{t('billing.portal.submittedTitle')}</p>
                    <p className={styles.muted} dir="auto">
                      {submittedMessage}
                    </p>
                  </div>
                </div>
              ) : (
                <Suspense fallback={null}>
                  <ManualPaymentForm
                    methods={manualMethods}
                    onSubmit={onSubmitManual}
                    isPending={isSubmitting}
                    errorMessage={submitError}
                  />
                </Suspense>
              )}
            </section>
          )}
        </div>
      )}
    </section>
  );
}
