import { useQuery } from '@tanstack/react-query';
import { Command, LogOut, Shapes, UserCog } from 'lucide-react';
import type { Key, Selection } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { Menu, MenuItem, MenuSection, MenuSeparator, toast } from '@/design-system';
import { useMediaQuery } from '@/lib/hooks';
import { shortcutModifier } from '@/lib/keyboard';
import { isLanguage, languages, useChangeLanguage, useTranslation } from '@/lib/i18n';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { sidePanelHiddenQuery } from '../navigation/nav-items';

export interface UserMenuListProps {
  /** Where Manage Account leads: the account page. */
  accountHref: string;
  /** Where AI Tools leads; offered here on screens without the side panel, whose bars leave it out. */
  aiToolsHref: string;
  onLogout: () => void;
  /** Opens the command palette: the way to it without a keyboard; left out when the app composes none. */
  onOpenCommands?: () => void;
}

/**
 * The open user menu's content (spec part 1 §2): who is signed in, Manage Account, the interface language (applied
 * at once and remembered; Arabic mirrors the layout) and Logout. On phones it also offers AI Tools: the spec's
 * bottom bar and radial menu have no room for it, and the side panel that lists it is hidden there. It loads with
 * the press that opens it (UserMenu).
 */
export function UserMenuList({ accountHref, aiToolsHref, onLogout, onOpenCommands }: UserMenuListProps) {
  const { t, i18n } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
  const changeLanguage = useChangeLanguage();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const isSidePanelHidden = useMediaQuery(sidePanelHiddenQuery);

  async function handleLanguageChange(keys: Selection) {
    const [chosen] = keys === 'all' ? [] : [...keys];
    if (!isLanguage(chosen) || chosen === language) return;
    const result = await changeLanguage(chosen);
    if (result.hasFailed) toast.error(t('app.languageFileFailed'));
  }

  function handleAction(key: Key) {
    if (key === 'logout') onLogout();
    if (key === 'commands') onOpenCommands?.();
  }

  return (
    <Menu aria-label={t('shell.userMenu')} placement="bottom end" onAction={handleAction}>
      <MenuSection title={user.data ? <bdi>{user.data.username}</bdi> : undefined}>
        <MenuItem id="account" href={accountHref} icon={<UserCog size={16} />}>
          {t('shell.manageAccount')}
        </MenuItem>
        {isSidePanelHidden && (
          <MenuItem id="aiTools" href={aiToolsHref} icon={<Shapes size={16} />}>
            {t('nav.aiTools')}
          </MenuItem>
        )}
        {onOpenCommands && (
          <MenuItem id="commands" icon={<Command size={16} />}>
            {t('shell.commands', { keys: shortcutModifier() === 'cmd' ? '⌘K' : 'Ctrl+K' })}
          </MenuItem>
        )}
      </MenuSection>
      <MenuSeparator />
      <MenuSection
        title={t('common.language')}
        selectionMode="single"
        selectedKeys={[language]}
        onSelectionChange={(keys) => void handleLanguageChange(keys)}
      >
        {(['en', 'ar'] as const).map((code) => (
          <MenuItem key={code} id={code} lang={code} textValue={languages[code].nativeName}>
            {t(code === 'en' ? 'common.languageEnglish' : 'common.languageArabic')}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="logout" icon={<LogOut size={16} data-directional />}>
        {t('shell.logout')}
      </MenuItem>
    </Menu>
  );
}
