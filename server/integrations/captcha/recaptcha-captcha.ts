import type { Logger } from '../../logger';
import { captchaInvalid, captchaRequired, type CaptchaVerifier } from './captcha';

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Google reCAPTCHA: Google checks the token; `fetch` is injectable so tests answer for Google. */
export function createRecaptchaCaptcha(deps: { siteKey: string; secretKey: string; logger: Logger; fetch?: FetchLike }): CaptchaVerifier {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  return {
    publicConfig: { provider: 'recaptcha', site_key: deps.siteKey },

    async verify(token, remoteIp) {
      if (token.trim() === '') throw captchaRequired();
      const form = new URLSearchParams({ secret: deps.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let result: { success?: unknown; 'error-codes'?: unknown };
      try {
        const response = await doFetch(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
        result = (await response.json()) as typeof result;
      } catch (error) {
        deps.logger.warn('reCAPTCHA verification request failed', { error });
        throw captchaInvalid('We could not check the reCAPTCHA. Please try again.');
      }
      if (result.success !== true) {
        deps.logger.info('reCAPTCHA refused a token', { errorCodes: result['error-codes'] });
        throw captchaInvalid('The reCAPTCHA could not be verified. Please complete it again.');
      }
    },
  };
}
