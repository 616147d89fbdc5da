import { eq } from 'drizzle-orm';
import type { Tier } from '../../contract';
import { users } from '../db/schema';
import { findUserAccount } from '../modules/points/points.repository';
import { verifiedAccount, type TestAccount } from './accounts';
import type { TestApp } from './test-app';

export interface SignedInUser extends TestAccount {
  token: string;
  userId: string;
  accountId: string;
}

/** A verified, signed-in user on the given tier (there is no purchase flow yet, so the tier is set directly). */
export async function signedInUser(t: TestApp, options: { tier?: Tier; account?: Partial<TestAccount> } = {}): Promise<SignedInUser> {
  const account = await verifiedAccount(t, options.account);
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!row) throw new Error('The verified account has no user row');
  if (options.tier) await setTier(t, row.id, options.tier);
  const points = await findUserAccount(t.deps.db, row.id);
  if (!points) throw new Error('The verified account has no point account');
  return { ...account, userId: row.id, accountId: points.id };
}

export async function setTier(t: TestApp, userId: string, tier: Tier): Promise<void> {
  await t.deps.db.update(users).set({ tier }).where(eq(users.id, userId));
}
