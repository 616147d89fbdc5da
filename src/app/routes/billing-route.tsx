import { RoutePlaceholder } from '../../features/shell';

/** /billing: plan selection (spec part 1 §2). */
export function BillingRoute() {
  return <RoutePlaceholder screen="billing" />;
}

export { BillingRoute as Component };
