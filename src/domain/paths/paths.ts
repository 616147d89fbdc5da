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
  paymentPortal: '/payment-portal',
} as const;
