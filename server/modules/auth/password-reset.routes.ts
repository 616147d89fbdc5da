import { requestPasswordOtp, resetPasswordOtp } from '../../../contract';
import type { ApiRouter } from '../../http/api-router';
import type { RateGuard } from '../../http/rate-limit';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha';
import type { PasswordResetService } from './password-reset.service';

export function registerPasswordResetRoutes(
  router: ApiRouter,
  deps: { passwordReset: PasswordResetService; captcha: CaptchaVerifier; limit: RateGuard },
): void {
  router.implement(requestPasswordOtp, async ({ body, ip }) => {
    await deps.limit('code_request', ip, body.email);
    await deps.captcha.verify(body['g-recaptcha-response'], ip);
    return deps.passwordReset.requestCode(body);
  });

  router.implement(resetPasswordOtp, async ({ body, ip }) => {
    await deps.limit('code_check', ip, body.email);
    return deps.passwordReset.reset(body);
  });
}
