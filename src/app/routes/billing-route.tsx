import { useNavigate, useSearchParams } from '@/lib/router';
import { paths } from '@/domain/paths';
import { BillingPage } from '@/features/billing';

/** /billing: plan selection (spec part 1 §2); `?tier=` lands on a plan, `?status=success` is a paid checkout's return. */
export function BillingRoute() {
  const params = useSearchParams();
  const navigate = useNavigate();
  return (
    <BillingPage
      upgradeTier={params.get('tier')}
      isSuccessReturn={params.get('status') === 'success'}
      onDismissSuccess={() => void navigate(paths.billing, { replace: true })}
      onOpenPortal={() => void navigate(paths.paymentPortal)}
    />
  );
}

export { BillingRoute as Component };
