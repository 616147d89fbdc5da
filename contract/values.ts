/*
 * The contract's plain values: limits, enumerations and patterns that the zod schemas are built on and that
 * the browser uses as they are. No zod here, so the browser can import them without loading the schemas.
 */

/** Limits shared by the browser's validation and the server's. */
export const authLimits = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  codeLength: 6,
  resendCooldownSeconds: 60,
  codeLifetimeMinutes: 10,
  codeMaxAttempts: 5,
} as const;

/** The e-mail addresses both sides accept: zod's own e-mail pattern, named here so the browser needs no zod. */
export const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const emailMaxLength = 254;

/** A mailed one-time code: six digits. */
export const otpCodePattern = /^\d{6}$/;

export const tiers = ['Free', 'Plus', 'Pro', 'Enterprise'] as const;
