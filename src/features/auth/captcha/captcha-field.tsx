import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Skeleton } from '@/design-system';
import { publicConfigQueryOptions } from '../api/queries';
import { AltchaCheckbox } from './altcha-checkbox';
import type { CaptchaProps } from './captcha-props';

/** Only servers configured for Google reCAPTCHA need its widget; the others never load it. */
const RecaptchaWidget = lazy(async () => ({ default: (await import('./recaptcha-widget')).RecaptchaWidget }));
const placeholder = <Skeleton shape="rect" height={56} />;

/**
 * The captcha the server asks for: its own proof-of-work check by default, Google reCAPTCHA when configured.
 * Remount it (change its `key`) to reset it after a failed submit.
 */
export function CaptchaField(props: CaptchaProps) {
  const config = useQuery(publicConfigQueryOptions());
  if (config.isPending) return placeholder;
  const captcha = config.data?.captcha;
  if (captcha?.provider === 'recaptcha') {
    return (
      <Suspense fallback={placeholder}>
        <RecaptchaWidget siteKey={captcha.site_key} {...props} />
      </Suspense>
    );
  }
  return <AltchaCheckbox {...props} />;
}
