import { UserRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { DeferredMenuTrigger, IconButton } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import type { UserMenuListProps } from './user-menu-list';

const UserMenuList = preloadable(async () => (await import('./user-menu-list')).UserMenuList);

export type UserMenuProps = UserMenuListProps;

/**
 * The user's menu button in the top bar (spec part 1 §2). The menu itself (UserMenuList) is not part of the first
 * load: its code loads with the press that opens it, or on
 * pointer-enter or focus just before.
 */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <DeferredMenuTrigger menu={<UserMenuList {...props} />} preload={UserMenuList.preload}>
      <IconButton aria-label={t('shell.userMenu')} variant="secondary">
        <UserRound />
      </IconButton>
    </DeferredMenuTrigger>
  );
}
