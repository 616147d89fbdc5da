/** Every route of the product (spec part 1 §2), typed so links cannot drift from the router. */
export const paths = {
  home: '/',
  auth: '/auth',
  workshop: (templateId = 'default') => `/workshop/${encodeURIComponent(templateId)}`,
  workshopRoot: '/workshop',
  aiTools: '/ai-tools',
  gallery: '/gallery',
  studio: (projectId?: string) => (projectId ? `/studio/${encodeURIComponent(projectId)}` : '/studio'),
  teams: (teamId?: string) => (teamId ? `/teams/${encodeURIComponent(teamId)}` : '/teams'),
  account: '/account',
  billing: '/billing',
  /** /billing opened on the plan that unlocks a tier: where 'Upgrade Plan' leads from a locked feature. */
  upgradeTo: (tier: string) => `/billing?tier=${encodeURIComponent(tier)}`,
  /** Where a hosted checkout returns after payment (spec part 1 §7). */
  billingSuccess: '/billing?status=success',
  paymentPortal: '/payment-portal',
  /** Staff only: manual payment requests to approve or reject. */
  paymentReview: '/billing/review',
} as const;
