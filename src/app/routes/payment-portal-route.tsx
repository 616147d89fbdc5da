import { RoutePlaceholder } from '../../features/shell';
import { paths } from '../../domain/paths';

/** /payment-portal: purchase completion (spec part 1 §2). */
export function PaymentPortalRoute() {
  return <RoutePlaceholder screen="paymentPortal" backHref={paths.billing} />;
}

export { PaymentPortalRoute as Component };
