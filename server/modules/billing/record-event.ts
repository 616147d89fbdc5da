import type { Database } from '../../db/database';
import type { BillingEvent, PaymentProviderName } from '../../integrations/payments/payment-provider';
import { applyEvent, type ApplyDeps } from './apply-event';
import { recordEvent } from './billing.repository';

/**
 * Applies one provider event (from its webhook, the buyer's return, or its answer to a change of plan) in one
 * transaction with the row that records its id. A replay, or a duplicate racing this one, finds that row and
 * changes nothing. Answers whether the event was new.
 */
export function recordAndApply(
  deps: ApplyDeps & { db: Database },
  provider: PaymentProviderName,
  event: BillingEvent,
): Promise<{ isNew: boolean }> {
  return deps.db.transaction(async (tx) => {
    const isNew = await recordEvent(tx, { provider, eventId: event.eventId, type: event.kind, receivedAt: deps.clock.now() });
    if (isNew) await applyEvent(tx, deps, provider, event);
    return { isNew };
  });
}
