import type { MiddlewareHandler } from 'hono';
import { API_BASE } from '../../contract';
import type { AppEnv } from './app-env';

export interface SecuritySettings {
  PUBLIC_URL: string;
  GOOGLE_CLIENT_ID?: string | undefined;
  RECAPTCHA_SITE_KEY?: string | undefined;
  /** Where media links lead when the media store signs them (S3_SIGNED_URLS). */
  mediaOrigin?: string | undefined;
  /** The hashes ('sha256-…') of the built index.html's inline scripts (its boot script), read when they change. */
  inlineScriptHashes?: (() => readonly string[]) | undefined;
}

type Directives = Record<string, string[]>;

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * What the browser app may load: its own files, plus Google's sign-in, reCAPTCHA and a media store's signed
 * links only when they are configured. Inline styles stay allowed: React Aria positions overlays with style attributes.
 */
export function appContentSecurityPolicy(settings: SecuritySettings, scriptHashes: readonly string[] = []): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const allow = (name: string, ...sources: string[]) => {
    directives[name] = [...(directives[name] ?? []).filter((source) => source !== "'none'"), ...sources];
  };
  if (settings.GOOGLE_CLIENT_ID) {
    allow('script-src', 'https://accounts.google.com/gsi/client');
    allow('style-src', 'https://accounts.google.com/gsi/style');
    allow('frame-src', 'https://accounts.google.com/gsi/');
    allow('connect-src', 'https://accounts.google.com/gsi/');
  }
  if (settings.mediaOrigin) {
    // Images and videos load from the store; downloads and the editors fetch them from there too.
    for (const name of ['img-src', 'media-src', 'connect-src']) allow(name, settings.mediaOrigin);
  }
  if (settings.RECAPTCHA_SITE_KEY) {
    allow('script-src', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    allow('frame-src', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  return serialise(directives);
}

/** The API reference page configures itself with an inline script; it gets nothing else the app does not. */
const docsPolicy = serialise({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/**
 * JSON answers are data, never a document a browser renders: nothing may load from them and nothing may frame
 * them (OWASP's policy for REST answers). Fixed, so no API call pays for the app's policy.
 */
const jsonPolicy = "default-src 'none'; frame-ancestors 'none'";
const jsonType = /^application\/(?:[\w.-]+\+)?json\b/i;

/**
 * Headers every answer carries: no MIME sniffing, no framing, a referrer that stops at the origin elsewhere,
 * HSTS when served over HTTPS, and a content security policy: the app's (with the build's script hashes), the
 * reference page's, or a fixed one for JSON answers.
 */
export function securityHeaders(settings: SecuritySettings): MiddlewareHandler<AppEnv> {
  let hashes: readonly string[] = [];
  let appPolicy = appContentSecurityPolicy(settings);
  const currentAppPolicy = () => {
    const now = settings.inlineScriptHashes?.() ?? [];
    if (now !== hashes && now.join() !== hashes.join()) {
      hashes = now;
      appPolicy = appContentSecurityPolicy(settings, hashes);
    }
    return appPolicy;
  };
  const isHttps = settings.PUBLIC_URL.startsWith('https://');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Google's sign-in popup must be able to answer the window that opened it.
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    if (isHttps) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const policy =
      c.req.path === `${API_BASE}/docs` ? docsPolicy : jsonType.test(headers.get('Content-Type') ?? '') ? jsonPolicy : currentAppPolicy();
    headers.set('Content-Security-Policy', policy);
  };
}
