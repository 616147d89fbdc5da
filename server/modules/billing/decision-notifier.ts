import type { Mailer } from '../../integrations/mail/mailer';
import type { Logger } from '../../logger';

export interface Decision {
  userId: string;
  email: string;
  username: string;
  planName: string;
  status: 'approved' | 'rejected';
  reason: string | null;
}

/** Tells a requester what staff decided. The notification centre replaces the mail when it lands. */
export interface DecisionNotifier {
  notify(decision: Decision): Promise<void>;
}

/** By mail; a mail that fails is logged, not fatal: the decision stands and the account page shows it. */
export function createMailDecisionNotifier(deps: { mailer: Mailer; logger: Logger }): DecisionNotifier {
  return {
    async notify(decision) {
      const text =
        decision.status === 'approved'
          ? `Hello ${decision.username},\n\nYour payment for ${decision.planName} was approved and your purchase is active.`
          : `Hello ${decision.username},\n\nYour payment request for ${decision.planName} was rejected.\n\nReason: ${decision.reason ?? ''}\n\nIf you think this is a mistake, reply to this message.`;
      const subject = decision.status === 'approved' ? 'Your payment was approved' : 'Your payment request was rejected';
      await deps.mailer
        .send({ to: decision.email, subject, text })
        .catch((error: unknown) => deps.logger.error('Could not mail a payment decision', { error }));
    },
  };
}
