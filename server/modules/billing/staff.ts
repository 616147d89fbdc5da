import type { UserDirectory } from '../user';

/**
 * Who reviews manual payments: the verified accounts whose e-mail is in BILLING_STAFF_EMAILS. The role lives
 * in the server's configuration only, so no call a user can make grants it (an address is taken by proving
 * the mailbox, and no two accounts share one).
 */
export function createStaffCheck(deps: { users: UserDirectory; staffEmails: readonly string[] }) {
  const emails = new Set(deps.staffEmails.map((email) => email.toLowerCase()));
  return async (userId: string): Promise<{ userId: string; username: string } | null> => {
    if (emails.size === 0) return null;
    const user = await deps.users.byId(userId);
    return user && user.isVerified && emails.has(user.email.toLowerCase()) ? { userId: user.id, username: user.username } : null;
  };
}

export type StaffCheck = ReturnType<typeof createStaffCheck>;
