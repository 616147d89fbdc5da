/** The one source of "now" for business rules, so tests can move time (code expiry, cooldowns, sessions). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
