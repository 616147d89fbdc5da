import type { Challenge } from 'altcha-lib';
import { errorCodes } from '../../../contract';
import { HttpError } from '../../http-error';

type CaptchaPublicConfig = { provider: 'altcha' } | { provider: 'recaptcha'; site_key: string };

/** Checks the captcha answer a form carries in `g-recaptcha-response`; throws an HttpError when it fails. */
export interface CaptchaVerifier {
  readonly publicConfig: CaptchaPublicConfig;
  verify(payload: string, remoteIp: string | null): Promise<void>;
  /** Only self-hosted providers hand out challenges. */
  createChallenge?(): Promise<Challenge>;
}

export function captchaInvalid(message: string): HttpError {
  return new HttpError(errorCodes.captchaInvalid, message);
}

export function captchaRequired(): HttpError {
  return new HttpError(errorCodes.captchaRequired, 'Please complete the reCAPTCHA.');
}
