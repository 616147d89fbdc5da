import { useQuery } from '@tanstack/react-query';
import { History, KeyRound, LogOut, ShieldCheck, SlidersHorizontal, Webhook } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { Button, Disclosure, DisclosureGroup } from '@/design-system';
import { sessionStore, taskAllowanceQueryOptions } from '@/domain/session';
import styles from './account-page.module.css';
import { ApiKeysSection } from './api-keys/api-keys-section';
import { AccountHeader } from './header/account-header';
import { PointsHistorySection } from './points-history/points-history-section';
import { PreferencesSection } from './preferences/preferences-section';
import { SecuritySection } from './security/security-section';
import { WebhooksSection } from './webhooks/webhooks-section';

export interface AccountPageProps {
  /** Logs out (spec part 1 §4); the app clears the session and goes to /auth. */
  onLogout: () => void;
  /** Opens a creation a points history line names in the details viewer (the app hosts the viewer). */
  onOpenCreation?: (mediaId: string) => void;
}

/**
 * /account (spec part 1 §2): the summary, then collapsible sections, each loading its own data when opened, then
 * Logout. The app frame around it comes from the shell.
 */
export function AccountPage({ onLogout, onOpenCreation }: AccountPageProps) {
  const { t } = useTranslation();
  const { token } = useSnapshot(sessionStore);
  // API keys belong to the user, not to a team, so the personal workspace's permissions decide.
  const allowance = useQuery(taskAllowanceQueryOptions(token, null));
  const apiKeys = allowance.data?.permissions.apiKeys;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <AccountHeader />
      <DisclosureGroup allowsMultipleExpanded className={styles.sections}>
        <Disclosure headingLevel={2} id="points-history" title={t('account.pointsHistory.title')} icon={<History />}>
          <PointsHistorySection onOpenCreation={onOpenCreation} />
        </Disclosure>
        {/* Shown only when the permission is defined at all (spec part 1 §2). */}
        {apiKeys && (
          <Disclosure headingLevel={2} id="api-keys" title={t('account.apiKeys.title')} icon={<KeyRound />}>
            <ApiKeysSection canCreate={apiKeys.canCreate} />
          </Disclosure>
        )}
        {/* Webhooks serve the same scripts as API keys, so the same permission shows and unlocks them. */}
        {apiKeys && (
          <Disclosure headingLevel={2} id="webhooks" title={t('account.webhooks.title')} icon={<Webhook />}>
            <WebhooksSection canCreate={apiKeys.canCreate} />
          </Disclosure>
        )}
        <Disclosure headingLevel={2} id="security" title={t('account.security.title')} icon={<ShieldCheck />}>
          <SecuritySection />
        </Disclosure>
        <Disclosure headingLevel={2} id="preferences" title={t('account.preferences.title')} icon={<SlidersHorizontal />}>
          <PreferencesSection />
        </Disclosure>
      </DisclosureGroup>
      <div>
        <Button onPress={onLogout}>
          <LogOut size={16} aria-hidden="true" data-directional="" />
          {t('account.logout')}
        </Button>
      </div>
    </div>
  );
}
