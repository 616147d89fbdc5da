import { createGoogleVerifier } from '../integrations/google/google-verifier';
import { createFakeClock } from './fake-clock';
import { createGoogleTestKeys, TEST_GOOGLE_CLIENT_ID } from './google-keys';
import { createTestApp, uniqueName, type TestApp } from './test-app';

/** A test app with Google sign-in on a local key set, and a way to sign in as a new Google-only user. */
export async function createGoogleTestApp(): Promise<{ t: TestApp; googleOnlyToken(): Promise<string> }> {
  const keys = await createGoogleTestKeys();
  const clock = createFakeClock();
  const google = createGoogleVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, clock, keys: keys.keys });
  const t = await createTestApp({ overrides: { clock, google } });
  return {
    t,
    async googleOnlyToken() {
      const name = uniqueName('g');
      const idToken = await keys.sign({ sub: `sub-${name}`, email: `${name}@example.com` });
      const { status, body } = await t.post<{ token: string }>('/api/v1/auth/google', { id_token: idToken });
      if (status !== 200) throw new Error(`Google sign-in failed: ${JSON.stringify(body)}`);
      return body.token;
    },
  };
}
