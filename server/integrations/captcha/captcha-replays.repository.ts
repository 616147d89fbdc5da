import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { captchaReplays } from '../../db/schema';

/** Records a used signature; false when it was already there, i.e. the payload is replayed. */
export async function recordCaptchaUse(db: Executor, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  // Expired entries can go: their challenges fail the expiry check before they reach this table.
  await db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, now));
  const inserted = await db
    .insert(captchaReplays)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaReplays.signature });
  return inserted.length === 1;
}
