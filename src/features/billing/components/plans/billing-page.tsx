import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import type { Plan } from '@contract/browser';
import { LoadError } from '@/design-system';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { billingSettingsQueryOptions, subscriptionsQueryOptions } from '../../api/queries';
import { usePlans } from '@/domain/billing';
import { salesMailto } from '../../billing-config';
import { accountCurrentPlanId } from '../../rules/current-plan';
import { currentPlanId, upgradeTarget, type PlanView } from '../../rules/upgrade-target';
import { selectPlan } from '@/domain/billing';
import { PlanSelection } from './plan-selection';
import { PlansSkeleton } from './plans-skeleton';
import { SuccessNotice } from './success-notice';
import styles from './billing-page.module.css';

export interface BillingPageProps {
  /** The tier an 'Upgrade Plan' link asked for (`?tier=`): its plan is shown and drawn out. */
  upgradeTier?: string | null;
  /** Back from a paid checkout (`?status=success`). @default false */
  isSuccessReturn?: boolean;
  /** Leaves the success state (drops `?status=success` from the address). */
  onDismissSuccess?: () => void;
  /** Goes to /payment-portal once a plan is chosen. */
  onOpenPortal: () => void;
}

/** /billing (spec part 1 §2): 'Choose Your Plan', the plans by the spec's grouping, and the success return. */
export function BillingPage({ upgradeTier = null, isSuccessReturn = false, onDismissSuccess, onOpenPortal }: BillingPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  const workspace = useSnapshot(workspaceStore);
  const teamId = activeTeamId(workspace);
  const plans = usePlans();
  const user = useQuery(currentUserQueryOptions(token));
  const settings = useQuery(billingSettingsQueryOptions());
  const ownSubscriptions = useQuery({ ...subscriptionsQueryOptions(null), enabled: token !== null });
  const teamSubscriptions = useQuery({ ...subscriptionsQueryOptions(teamId), enabled: token !== null && teamId !== null });
  const target = plans.data ? upgradeTarget(plans.data, upgradeTier, teamId !== null) : null;
  const [chosenView, setChosenView] = useState<PlanView | null>(null);
  const [processingPlanId, setProcessingPlanId] = useState<string | null>(null);
  const view = chosenView ?? target?.view ?? (teamId ? 'team' : 'individual');

  // Back from the provider: the tier, points and what they unlock may all have changed; everything refreshes.
  useEffect(() => {
    if (isSuccessReturn) void queryClient.invalidateQueries();
  }, [isSuccessReturn, queryClient]);

  // The plan an Upgrade Plan link asked for scrolls into view once it is on the page.
  const targetId = target?.planId;
  useEffect(() => {
    if (targetId) document.querySelector(`[data-plan-id="${CSS.escape(targetId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [targetId]);

  function handleChoose(plan: Plan) {
    const price = plan.prices[0];
    if (!price) return;
    setProcessingPlanId(plan.id);
    selectPlan({ planId: plan.id, priceId: price.id });
    onOpenPortal();
  }

  return (
    <section className={styles.page} aria-labelledby="billing-title">
      <header className={styles.header}>
        <h1 id="billing-title" className={styles.title}>
          {t('billing.title')}
        </h1>
        <p className={styles.subtitle}>{t('billing.subtitle')}</p>
      </header>
      {isSuccessReturn && <SuccessNotice onDismiss={() => onDismissSuccess?.()} />}
      {plans.isPending ? (
        <PlansSkeleton />
      ) : plans.isError ? (
        <LoadError message={t('billing.loadFailed')} onRetry={() => void plans.refetch()} isRetrying={plans.isFetching} />
      ) : plans.data.length === 0 ? (
        <p className={styles.empty}>{t('billing.empty')}</p>
      ) : (
        <PlanSelection
          plans={plans.data}
          view={view}
          onViewChange={setChosenView}
          onChoose={handleChoose}
          salesHref={salesMailto(settings.data?.sales_email, t('billing.salesSubject'))}
          processingPlanId={processingPlanId}
          highlightedPlanId={target?.planId ?? null}
          currentPlanId={
            view === 'team'
              ? teamId && accountCurrentPlanId(teamSubscriptions.data?.subscriptions, null)
              : accountCurrentPlanId(ownSubscriptions.data?.subscriptions, currentPlanId(plans.data, user.data?.user_tier))
          }
          isTeamWorkspace={teamId !== null}
        />
      )}
    </section>
  );
}
