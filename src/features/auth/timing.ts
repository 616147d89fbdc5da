/** Redirect delays and intervals of the auth flow (spec part 1 §9). */
export const authTiming = {
  afterRegisterMs: 2000,
  afterResetRequestMs: 2000,
  afterUnverifiedLoginMs: 2000,
  afterPasswordResetMs: 3000,
  backgroundRotationMs: 7000,
  wideScreenQuery: '(min-width: 1024px)',
} as const;
