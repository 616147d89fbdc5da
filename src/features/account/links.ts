/**
 * Routes this feature links to, as the spec gives them (part 1 §2). A feature may not import `src/app/paths.ts`
 * (imports flow features → app), so the one path it needs is written here.
 */
export const accountLinks = {
  billing: '/billing',
} as const;
