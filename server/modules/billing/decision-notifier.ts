import type { Mailer } from '../../integrations/mail/mailer';
import type { Logger } from '../../logger';
import type { Notifier } from '../notifications';

interface Decision {
  userId: string;
  email: string;
  username: string;
  planName: string;
  /** The plan's catalog id: the browser names the plan from it in the interface language. */
  planId: string;
  status: 'approved' | 'rejected';
  reason: string | null;
}

/** Tells a requester what staff decided. */
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

/**
 * In the notification centre (with the rejection's reason), and by mail as well, since a requester waiting up to
 * a day for the answer may not have the studio open. A notification that cannot be stored is logged: the
 * decision has been made and stands.
 */
export function createInAppDecisionNotifier(deps: {
  notifier: Pick<Notifier, 'notify'>;
  mail: DecisionNotifier;
  logger: Logger;
}): DecisionNotifier {
  return {
    async notify(decision) {
      const isApproved = decision.status === 'approved';
      await deps.notifier
        .notify({
          userId: decision.userId,
          code: isApproved ? 'payment_approved' : 'payment_rejected',
          params: { plan: decision.planName, plan_id: decision.planId, ...(isApproved ? {} : { reason: decision.reason ?? '' }) },
          // Approved: the account page shows the new plan and points; rejected: the plans, to try again.
          link: isApproved ? '/account' : '/billing',
        })
        .catch((error: unknown) => deps.logger.error('Could not store a payment decision notification', { error }));
      await deps.mail.notify(decision);
    },
  };
}
