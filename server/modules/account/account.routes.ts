import { changePassword, confirmEmailChange, requestEmailChange } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { RateGuard } from '../../http/rate-limit';
import type { EmailChangeService } from './email-change.service';
import type { PasswordChangeService } from './password-change.service';

/** Every call here checks a secret (a password or a code), so each is rate limited per address and per user. */
export function registerAccountRoutes(
  router: ApiRouter,
  deps: { passwordChange: PasswordChangeService; emailChange: EmailChangeService; limit: RateGuard },
): void {
  router.implement(changePassword, async (ctx) => {
    const session = requireSession(ctx);
    await deps.limit('password_change', ctx.ip, session.userId);
    return deps.passwordChange.change(session, ctx.body);
  });

  router.implement(requestEmailChange, async (ctx) => {
    const { userId } = requireSession(ctx);
    await deps.limit('email_change_request', ctx.ip, userId);
    return deps.emailChange.request(userId, ctx.body);
  });

  router.implement(confirmEmailChange, async (ctx) => {
    const { userId } = requireSession(ctx);
    await deps.limit('code_check', ctx.ip, userId);
    return deps.emailChange.confirm(userId, ctx.body);
  });
}
