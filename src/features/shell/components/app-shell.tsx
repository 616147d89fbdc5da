import { useQuery } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BrandMark, IconButton, Menu, MenuItem, MenuTrigger } from '../../../design-system';
import { currentUserQueryOptions, sessionStore } from '../../../lib/session';
import styles from './app-shell.module.css';

interface AppShellProps {
  children: ReactNode;
  onLogout: () => void;
}

/** The signed-in frame: a top bar with the points balance and the user menu. The accounts work completes it. */
export function AppShell({ children, onLogout }: AppShellProps) {
  const { t, i18n } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
  const points = user.data?.points_balance;

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <span className={styles.brand}>
          <BrandMark size={24} />
          {t('common.appName')}
        </span>
        <div className={styles.actions}>
          {points !== undefined && (
            <span className={styles.points} data-testid="points-balance">
              {t('shell.points', { count: points, formatParams: { count: { lng: i18n.language } } })}
            </span>
          )}
          <MenuTrigger>
            <IconButton aria-label={t('shell.userMenu')} variant="secondary">
              <UserRound size={18} />
            </IconButton>
            <Menu aria-label={t('shell.userMenu')} onAction={(key) => key === 'logout' && onLogout()}>
              {user.data && (
                <MenuItem id="user" isDisabled textValue={user.data.username}>
                  {user.data.username}
                </MenuItem>
              )}
              <MenuItem id="logout" icon={<LogOut size={16} />}>
                {t('shell.logout')}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
