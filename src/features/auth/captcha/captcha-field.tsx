import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../design-system';
import { publicConfigQueryOptions } from '../api/queries';
import { AltchaCheckbox } from './altcha-checkbox';
import type { CaptchaProps } from './captcha-props';
import { RecaptchaWidget } from './recaptcha-widget';

/**
 * The captcha the server asks for: its own proof-of-work check by default, Google reCAPTCHA when configured.
 * Remount it (change its `key`) to reset it after a failed submit.
 */
export function CaptchaField(props: CaptchaProps) {
  const config = useQuery(publicConfigQueryOptions());
  if (config.isPending) return <Skeleton shape="rect" height={56} />;
  const captcha = config.data?.captcha;
  if (captcha?.provider === 'recaptcha') return <RecaptchaWidget siteKey={captcha.site_key} {...props} />;
  return <AltchaCheckbox {...props} />;
}
