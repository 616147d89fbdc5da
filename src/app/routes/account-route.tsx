import { useCallback, useState } from 'react';
import { AccountPage } from '@/features/account';
import { CreationViewer } from '../creation-viewer';
import { useLogout } from '../use-logout';

/**
 * /account: the account page (spec part 1 §2) inside the shell; its Logout is the app's logout, and a points
 * history line's creation opens in the details viewer over it.
 */
export function AccountRoute() {
  const logout = useLogout();
  const [openMediaId, setOpenMediaId] = useState<string | null>(null);
  const close = useCallback(() => setOpenMediaId(null), []);
  return (
    <>
      <AccountPage onLogout={() => void logout()} onOpenCreation={setOpenMediaId} />
      {openMediaId && <CreationViewer mediaId={openMediaId} onClose={close} />}
    </>
  );
}

export { AccountRoute as Component };
