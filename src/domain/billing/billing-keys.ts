/**
 * Query keys of billing. The plans are the same for everyone; manual methods and staff review lists belong to
 * the session, but no key carries the token: a change of session clears the whole cache.
 */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  settings: () => [...billingKeys.all, 'settings'] as const,
  manualMethods: () => [...billingKeys.all, 'manual-methods'] as const,
  /** The live subscriptions of the user's own account (null) or of a team. */
  subscriptions: (teamId: string | null) => [...billingKeys.all, 'subscriptions', teamId ?? 'own'] as const,
  reviews: () => [...billingKeys.all, 'reviews'] as const,
  reviewList: (status: string) => [...billingKeys.reviews(), status] as const,
};
