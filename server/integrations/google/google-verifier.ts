import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { errorCodes } from '../../../contract';
import type { Clock } from '../../clock';
import { HttpError } from '../../http-error';

const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

/** Verifies a Google ID token and answers who it names; throws an HttpError when it does not hold. */
export interface GoogleVerifier {
  readonly clientId: string;
  verify(idToken: string): Promise<GoogleIdentity>;
}

function invalid(message: string): HttpError {
  return new HttpError(errorCodes.googleTokenInvalid, message);
}

function reasonFor(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'Your Google sign-in has expired. Please try again.';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
    return 'This Google sign-in was not issued for this application.';
  }
  return 'Google sign-in could not be verified. Please try again.';
}

/** `keys` defaults to Google's published keys (cached by jose); tests pass a local key set. */
export function createGoogleVerifier(deps: { clientId: string; clock: Clock; keys?: JWTVerifyGetKey }): GoogleVerifier {
  const keys = deps.keys ?? createRemoteJWKSet(new URL(GOOGLE_CERTS_URL));
  return {
    clientId: deps.clientId,
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          audience: deps.clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ['RS256'],
          currentDate: deps.clock.now(),
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        throw invalid(reasonFor(error));
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      // Google sends email_verified as a boolean, older tokens as the string "true".
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (!email || !verified) throw invalid('Your Google account has no verified e-mail address.');
      return { sub: String(payload.sub), email, name: typeof payload.name === 'string' ? payload.name : null };
    },
  };
}
