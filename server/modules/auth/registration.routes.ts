import { register, resendActivationOtp, verifyEmail } from '../../../contract';
import type { ApiRouter } from '../../http/api-router';
import type { RateGuard } from '../../http/rate-limit';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha';
import type { RegistrationService } from './registration.service';

export function registerRegistrationRoutes(
  router: ApiRouter,
  deps: { registration: RegistrationService; captcha: CaptchaVerifier; limit: RateGuard },
): void {
  router.implement(register, async ({ body, ip }) => {
    await deps.limit('register', ip, body.email);
    await deps.captcha.verify(body['g-recaptcha-response'], ip);
    return deps.registration.register(body);
  });

  router.implement(verifyEmail, async ({ body, ip }) => {
    await deps.limit('code_check', ip, body.email);
    return deps.registration.verifyEmail(body);
  });

  router.implement(resendActivationOtp, async ({ body, ip }) => {
    await deps.limit('code_request', ip, body.email);
    return deps.registration.resendActivation(body);
  });
}
