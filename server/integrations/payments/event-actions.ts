/**
 * What a provider's event does here, the words of each provider's event table (README, Payments):
 * - start: a checkout is paid (or has nothing to pay): its first period, pack or seats are granted once;
 * - close_checkout: the checkout ended unpaid;
 * - grant_period: one more paid period of a subscription: its points once, and the period end moves;
 * - change_plan: the subscription is on another plan from now on;
 * - track: the provider's state of a subscription (period end, cancel at period end), granting nothing;
 * - past_due: a renewal failed, access stays while the provider retries;
 * - end_at_period_end: cancelled, but paid until its period ends, when it ends here;
 * - end_now: ended (unpaid, expired or deleted): tier and seats go at once;
 * - ignore: answered 200 and changes nothing (a proration, a one-off invoice, an event we do not use).
 */
export type EventAction =
  'start' | 'close_checkout' | 'grant_period' | 'change_plan' | 'track' | 'past_due' | 'end_at_period_end' | 'end_now' | 'ignore';
