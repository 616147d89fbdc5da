import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import styles from './payment-portal.module.css';

export interface PlanChange {
  /** The name of the plan the account has now. */
  currentPlanName: string;
  /** The chosen price is the one the account already pays: nothing to change. */
  isCurrent: boolean;
  /** The provider bills the new plan from the next payment, after the buyer approves it there (PayPal). */
  isFromNextPayment: boolean;
  onChange: () => void;
  /** The change is being made (or the browser is leaving for the provider's approval). @default false */
  isChanging?: boolean;
}

export interface ChangePlanOptionProps extends PlanChange {
  /** The name of the chosen plan. */
  planName: string;
}

/**
 * The way to pay when the account already has a subscription of this kind: its plan changes (prorated by the
 * provider), where a checkout would have started a second one.
 */
export function ChangePlanOption({
  currentPlanName,
  planName,
  isCurrent,
  isFromNextPayment,
  onChange,
  isChanging = false,
}: ChangePlanOptionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.option} aria-labelledby="portal-change">
      <h2 id="portal-change" className={styles.optionTitle}>
        {t('billing.portal.changeTitle')}
      </h2>
      {isCurrent ? (
        <p className={styles.muted}>{t('billing.portal.alreadyYours')}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {t(isFromNextPayment ? 'billing.portal.changeBodyNextPayment' : 'billing.portal.changeBody', {
              current: currentPlanName,
              plan: planName,
            })}
          </p>
          <Button variant="primary" size="lg" isFullWidth onPress={onChange} isDisabled={isChanging} aria-busy={isChanging || undefined}>
            {isChanging ? t('billing.processing') : t('billing.portal.changePlan', { plan: planName })}
          </Button>
        </>
      )}
    </section>
  );
}
