import { UserRound } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredOverlay, IconButton, MenuTrigger } from '../../../design-system';
import type { UserMenuListProps } from './user-menu-list';

const UserMenuList = lazy(async () => ({ default: (await import('./user-menu-list')).UserMenuList }));

export type UserMenuProps = UserMenuListProps;

/**
 * The user's menu button in the top bar (spec part 1 §2). The menu itself (UserMenuList) is not part of the first
 * load: its code loads with the press that opens it.
 */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <IconButton aria-label={t('shell.userMenu')} variant="secondary">
        <UserRound />
      </IconButton>
      <DeferredOverlay>
        <UserMenuList {...props} />
      </DeferredOverlay>
    </MenuTrigger>
  );
}
