import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { LoadError } from '@/design-system';
import { currentUserQueryOptions, pointsBalanceQueryOptions, sessionStore } from '@/domain/session';
import { paths } from '@/domain/paths';
import { usePortalSessionMutation } from '../../api/portal-mutation';
import { AccountSummary } from './account-summary';
import { AccountSummarySkeleton } from './account-summary-skeleton';

/** The summary, fed by the shared user and balance queries. */
export function AccountHeader() {
  const { t } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
  const balance = useQuery(pointsBalanceQueryOptions(token));
  const portal = usePortalSessionMutation();

  if (user.isPending) return <AccountSummarySkeleton />;
  if (user.isError) {
    return <LoadError message={t('account.header.loadFailed')} onRetry={() => void user.refetch()} isRetrying={user.isFetching} />;
  }
  return (
    <AccountSummary
      user={user.data}
      // The balance call is the live figure; the user's own copy fills in until it answers (or if it fails).
      points={balance.data?.points_balance ?? user.data.points_balance}
      billingHref={paths.billing}
      onManageSubscription={() => portal.mutate()}
      // On success the browser is leaving for the portal: keep the button busy until it does.
      isPortalPending={portal.isPending || portal.isSuccess}
      reviewHref={user.data.is_staff ? paths.paymentReview : null}
    />
  );
}
