import type { UserDirectory } from '../user';

/**
 * Who reviews manual payments: the verified accounts whose e-mail is in BILLING_STAFF_EMAILS. The role lives
 * in the server's configuration only, so no call a user can make grants it (an address is taken by proving
 * the mailbox, and no two accounts share one).
 */
export function createStaffCheck(deps: { users: UserDirectory; staffEmails: readonly string[] }) {
  const isStaffEmail = staffEmailCheck(deps.staffEmails);
  return async (userId: string): Promise<{ userId: string; username: string } | null> => {
    if (deps.staffEmails.length === 0) return null;
    const user = await deps.users.byId(userId);
    return user && user.isVerified && isStaffEmail(user.email) ? { userId: user.id, username: user.username } : null;
  };
}

/** Whether an address is one of BILLING_STAFF_EMAILS (its account must also be verified, which a session implies). */
export function staffEmailCheck(staffEmails: readonly string[]): (email: string) => boolean {
  const emails = new Set(staffEmails.map((email) => email.toLowerCase()));
  return (email) => emails.has(email.toLowerCase());
}

export type StaffCheck = ReturnType<typeof createStaffCheck>;
