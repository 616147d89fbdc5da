import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id (the `Algorithm` enum is const, which isolated modules cannot read, hence the literal). */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the time of a real check, so the answer's
 * timing does not tell whether an account exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
