import { useNavigate } from '@/lib/router';
import { paths } from '@/domain/paths';
import { PaymentPortalPage } from '@/features/billing';

/** /payment-portal: purchase completion (spec part 1 §2). */
export function PaymentPortalRoute() {
  const navigate = useNavigate();
  return (
    <PaymentPortalPage onBackToBilling={() => void navigate(paths.billing)} onPlanChanged={() => void navigate(paths.billingSuccess)} />
  );
}

export { PaymentPortalRoute as Component };
