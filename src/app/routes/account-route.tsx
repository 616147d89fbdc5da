import { AccountPage } from '../../features/account';
import { useLogout } from '../use-logout';

/** /account: the account page (spec part 1 §2) inside the shell; its Logout is the app's logout. */
export function AccountRoute() {
  const logout = useLogout();
  return <AccountPage onLogout={() => void logout()} />;
}

export { AccountRoute as Component };
