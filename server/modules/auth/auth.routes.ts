import { captchaChallenge, googleSignIn, login, logout, publicConfig } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import { notFound } from '../../http-error';
import type { RateGuard } from '../../http/rate-limit';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha';
import type { AuthService } from './auth.service';

export interface AuthRouteDeps {
  auth: AuthService;
  captcha: CaptchaVerifier;
  limit: RateGuard;
  googleClientId: string | null;
}

export function registerAuthRoutes(router: ApiRouter, deps: AuthRouteDeps): void {
  router.implement(login, async ({ body, ip }) => {
    await deps.limit('login', ip, body.username);
    await deps.captcha.verify(body['g-recaptcha-response'], ip);
    return deps.auth.login(body);
  });

  router.implement(logout, async (ctx) => deps.auth.logout(requireSession(ctx).sessionId));

  router.implement(googleSignIn, async ({ body, ip }) => {
    await deps.limit('google', ip);
    return deps.auth.googleSignIn(body);
  });

  router.implement(publicConfig, async () => ({
    captcha: deps.captcha.publicConfig,
    google_client_id: deps.googleClientId,
  }));

  router.implement(captchaChallenge, async ({ ip }) => {
    await deps.limit('captcha_challenge', ip);
    if (!deps.captcha.createChallenge) throw notFound('This server uses reCAPTCHA; there is no challenge to fetch.');
    const { parameters, signature } = await deps.captcha.createChallenge();
    return { parameters: { ...parameters }, signature };
  });
}
