import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LoadError, Spinner } from '@/design-system';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { useErrorMessage } from '@/lib/api';
import { useServerText, useTranslation } from '@/lib/i18n';
import { useCheckoutMutation } from '../../api/checkout-mutation';
import { useManualPaymentMutation } from '../../api/manual-payment-mutation';
import { useChangePlanMutation } from '../../api/change-plan-mutation';
import { billingSettingsQueryOptions, manualMethodsQueryOptions, subscriptionsQueryOptions } from '../../api/queries';
import { usePlans } from '@/domain/billing';
import { manualMethodsIn } from '../../rules/manual-methods-language';
import { changeableSubscription } from '../../rules/current-plan';
import { checkoutTeamId } from '../../rules/plan-card';
import { clearSelectedPlan, selectedPlanStore } from '@/domain/billing';
import { NoPlanSelected } from './no-plan-selected';
import { PaymentPortal } from './payment-portal';
import styles from './payment-portal.module.css';

export interface PaymentPortalPageProps {
  /** Goes to /billing. */
  onBackToBilling: () => void;
  /** Goes to /billing after a change of plan took effect (its success return). @default onBackToBilling */
  onPlanChanged?: () => void;
}

/** /payment-portal (spec part 1 §2): the chosen plan from browser storage, looked up in the live catalog. */
export function PaymentPortalPage({ onBackToBilling, onPlanChanged = onBackToBilling }: PaymentPortalPageProps) {
  const { t, i18n } = useTranslation();
  const toMessage = useErrorMessage();
  const serverText = useServerText();
  const { selection } = useSnapshot(selectedPlanStore);
  const workspace = useSnapshot(workspaceStore);
  const plans = usePlans({ isEnabled: selection !== null });
  const methods = useQuery({ ...manualMethodsQueryOptions(), enabled: selection !== null });
  const settings = useQuery({ ...billingSettingsQueryOptions(), enabled: selection !== null });
  const checkout = useCheckoutMutation();
  const manual = useManualPaymentMutation();
  const changePlan = useChangePlanMutation({
    onChanged: () => {
      clearSelectedPlan();
      onPlanChanged();
    },
  });
  // A subscription is bought for an account (the team's for a team plan) that may have one already: then it changes.
  const chosen = plans.data?.find((candidate) => candidate.id === selection?.planId);
  const isSubscription = chosen?.plan_type === 'recurring';
  const accountTeamId = chosen ? (checkoutTeamId(chosen, activeTeamId(workspace)) ?? null) : null;
  const subscriptions = useQuery({ ...subscriptionsQueryOptions(accountTeamId), enabled: isSubscription });

  // Spec part 1 §8: a failed load of the manual methods is only logged; the automated option stays.
  useEffect(() => {
    if (methods.error) console.warn('Manual payment methods could not be loaded', methods.error);
  }, [methods.error]);

  if (!selection) return <NoPlanSelected onBackToBilling={onBackToBilling} />;
  // The options wait for the settings too: the pay button is named after the configured provider, and a
  // generic label swapped for the real one a moment later would move under the pointer.
  if (plans.isPending || settings.isPending || (isSubscription && subscriptions.isPending)) {
    return (
      <div className={styles.empty}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div className={styles.page}>
        <LoadError message={t('billing.loadFailed')} onRetry={() => void plans.refetch()} isRetrying={plans.isFetching} />
      </div>
    );
  }
  const plan = plans.data.find((candidate) => candidate.id === selection.planId);
  const price = plan?.prices.find((candidate) => candidate.id === selection.priceId);
  // A plan or price withdrawn since it was chosen is no selection at all.
  if (!plan || !price) return <NoPlanSelected onBackToBilling={onBackToBilling} />;
  const teamId = checkoutTeamId(plan, activeTeamId(workspace));
  const manualPayment = methods.data ? manualMethodsIn(methods.data, i18n.language) : null;
  const held = isSubscription ? changeableSubscription(subscriptions.data?.subscriptions) : null;
  const heldPlan = held ? plans.data.find((candidate) => candidate.id === held.plan_id) : undefined;

  return (
    <PaymentPortal
      plan={plan}
      price={price}
      onBack={() => {
        clearSelectedPlan();
        onBackToBilling();
      }}
      // On success the browser leaves for the provider: the button stays busy until it does.
      onPay={() => checkout.mutate({ priceId: price.id, teamId })}
      isPaying={checkout.isPending || checkout.isSuccess}
      checkoutProvider={settings.data ? settings.data.checkout_provider : undefined}
      manualMethods={manualPayment?.methods ?? []}
      manualDescription={manualPayment?.description}
      onSubmitManual={({ method, reference, proof }) => manual.mutate({ priceId: price.id, method, reference, proof, teamId })}
      isSubmitting={manual.isPending}
      submitError={manual.isError ? toMessage(manual.error, 'billing.portal.submitFailed') : null}
      submittedMessage={manual.data ? serverText('billing', { code: manual.data.code, text: manual.data.message }) : null}
      {...(held && heldPlan
        ? {
            change: {
              currentPlanName: heldPlan.plan_name,
              isCurrent: held.price_id === price.id,
              isFromNextPayment: settings.data?.checkout_provider === 'paypal',
              onChange: () => changePlan.mutate({ subscriptionId: held.id, priceId: price.id }),
              // On a change PayPal must approve, the browser leaves for it: the button stays busy until it does.
              isChanging: changePlan.isPending || (changePlan.isSuccess && changePlan.data.status === 'scheduled'),
            },
          }
        : {})}
    />
  );
}
