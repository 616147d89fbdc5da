import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { Skeleton } from '@/design-system';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';

/** Password and e-mail address. */
export function SecuritySection() {
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
  return (
    <>
      <ChangePassword />
      {/* The page header reports a user that failed to load; here the e-mail part simply waits for it. */}
      {user.data ? <ChangeEmail currentEmail={user.data.email} /> : <Skeleton lines={3} />}
    </>
  );
}
