import { errorCodes } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { CodePurpose, UserRow } from '../../db/schema';
import { HttpError, retryLater } from '../../http-error';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Logger } from '../../logger';
import { codeMail } from './auth-mails';
import { checkCode, CODE_LIFETIME_MS, CODE_MAX_ATTEMPTS, generateCode, hashCode, resendWaitSeconds, type CodeCheck } from './one-time-code';
import { consumeCode, findLatestCode, recordWrongAttempt, replaceCode } from './one-time-codes.repository';

const refusals: Record<Exclude<CodeCheck, 'valid'>, () => HttpError> = {
  missing: () => new HttpError(errorCodes.codeInvalid, 'The code is incorrect.'),
  wrong: () => new HttpError(errorCodes.codeInvalid, 'The code is incorrect.'),
  used: () => new HttpError(errorCodes.codeInvalid, 'This code has already been used. Request a new one.'),
  expired: () => new HttpError(errorCodes.codeExpired, 'The code has expired. Request a new one.'),
  exhausted: () => new HttpError(errorCodes.codeAttemptsExceeded, 'Too many wrong attempts. Request a new code.'),
};

export function codeRefusal(outcome: Exclude<CodeCheck, 'valid'>): HttpError {
  return refusals[outcome]();
}

/** Where a code goes and what it is bound to: by default the user's own address, bound to nothing more. */
interface CodeTarget {
  /** The address to mail; the user's address when absent. */
  to?: string;
  /** Mixed into the hash, so the code is valid only together with the same subject (see hashCode). */
  subject?: string;
}

export interface CodeService {
  /** Mails a fresh code unless one was sent less than a minute ago (then throws resend_too_soon). */
  send(user: UserRow, purpose: CodePurpose, target?: CodeTarget): Promise<void>;
  /**
   * The same, but within the minute it mails nothing and says nothing: for calls anyone may make about any
   * address, whose answer must not tell a known address (which has a recent code) from an unknown one.
   */
  sendUnlessRecent(user: UserRow, purpose: CodePurpose): Promise<void>;
  /** Uses up the submitted code or throws the refusal the user should read. */
  redeem(user: UserRow, purpose: CodePurpose, code: string, subject?: string): Promise<void>;
}

export function createCodeService(deps: { db: Database; clock: Clock; mailer: Mailer; logger: Logger; codeKey: string }): CodeService {
  async function waitBeforeResend(user: UserRow, purpose: CodePurpose, now: Date): Promise<number> {
    const latest = await findLatestCode(deps.db, user.id, purpose);
    return resendWaitSeconds(latest?.sentAt ?? null, now);
  }

  async function mailNewCode(user: UserRow, purpose: CodePurpose, target: CodeTarget, now: Date): Promise<void> {
    const code = generateCode();
    await replaceCode(deps.db, {
      userId: user.id,
      purpose,
      codeHash: hashCode(deps.codeKey, purpose, user.id, code, target.subject),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      sentAt: now,
    });
    try {
      await deps.mailer.send(codeMail(purpose, target.to ?? user.email, user.username, code));
    } catch (error) {
      // The code is stored; the user can ask for another after the cooldown. Failing the request
      // here would not unsend anything and would hide a registration that did succeed.
      deps.logger.error('Sending a code mail failed', { error, purpose, userId: user.id });
    }
  }

  return {
    async send(user, purpose, target = {}) {
      const now = deps.clock.now();
      const wait = await waitBeforeResend(user, purpose, now);
      if (wait > 0) {
        throw retryLater(errorCodes.resendTooSoon, `Please wait ${wait} seconds before requesting a new code.`, wait);
      }
      await mailNewCode(user, purpose, target, now);
    },

    async sendUnlessRecent(user, purpose) {
      const now = deps.clock.now();
      if ((await waitBeforeResend(user, purpose, now)) > 0) return;
      await mailNewCode(user, purpose, {}, now);
    },

    async redeem(user, purpose, code, subject) {
      const now = deps.clock.now();
      const db = deps.db;
      const stored = await findLatestCode(db, user.id, purpose);
      const outcome = checkCode(stored, hashCode(deps.codeKey, purpose, user.id, code, subject), now);
      if (outcome === 'wrong' && stored) {
        const attempts = await recordWrongAttempt(db, stored.id);
        throw codeRefusal(attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong');
      }
      if (outcome !== 'valid') throw codeRefusal(outcome);
      if (!stored || !(await consumeCode(db, stored.id, now))) throw codeRefusal('used');
    },
  };
}
