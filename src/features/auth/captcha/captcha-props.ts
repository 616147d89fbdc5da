export interface CaptchaProps {
  /** The token to send as `g-recaptcha-response`, or null when the captcha is not (or no longer) complete. */
  onChange: (token: string | null) => void;
  /** Shown under the captcha, e.g. 'Please complete the reCAPTCHA.' after a submit without it. */
  errorMessage?: string;
}
