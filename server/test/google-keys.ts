import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export interface GoogleTestKeys {
  /** A key set standing in for https://www.googleapis.com/oauth2/v3/certs. */
  keys: ReturnType<typeof createLocalJWKSet>;
  /** Signs an ID token like Google's; claims and options override the good defaults. */
  sign(claims?: JWTPayload, options?: { issuedAt?: Date; expiresInSeconds?: number; signWithOtherKey?: boolean }): Promise<string>;
}

/** A locally generated RSA pair and its JWKS, so Google sign-in is tested with real signatures offline. */
export async function createGoogleTestKeys(): Promise<GoogleTestKeys> {
  const good = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(good.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    async sign(claims = {}, options = {}) {
      const issuedAt = options.issuedAt ?? new Date();
      const seconds = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: TEST_GOOGLE_CLIENT_ID,
        email_verified: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + (options.expiresInSeconds ?? 3600))
        .sign(options.signWithOtherKey ? other.privateKey : good.privateKey);
    },
  };
}
