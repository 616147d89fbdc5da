import { useQuery } from '@tanstack/react-query';
import { History, KeyRound, LogOut, ShieldCheck, SlidersHorizontal, Webhook } from 'lucide-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { Button, Disclosure, DisclosureGroup, Skeleton } from '@/design-system';
import { sessionStore, taskAllowanceQueryOptions } from '@/domain/session';
import { preloadable, whenIdle } from '@/lib/lazy';
import styles from './account-page.module.css';
import { AccountHeader } from './header/account-header';

/**
 * The sections start closed, and their tables, forms, menus and dialogs were most of the page's first download (the
 * overlays alone some 30 kB gzip): their code loads once the page is idle, or when one is opened first.
 */
const PointsHistorySection = preloadable(async () => (await import('./points-history/points-history-section')).PointsHistorySection);
const ApiKeysSection = preloadable(async () => (await import('./api-keys/api-keys-section')).ApiKeysSection);
const WebhooksSection = preloadable(async () => (await import('./webhooks/webhooks-section')).WebhooksSection);
const SecuritySection = preloadable(async () => (await import('./security/security-section')).SecuritySection);
const PreferencesSection = preloadable(async () => (await import('./preferences/preferences-section')).PreferencesSection);
const sections = [PointsHistorySection, ApiKeysSection, WebhooksSection, SecuritySection, PreferencesSection];

function SectionCode({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={3} />}>{children}</Suspense>;
}

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
  useEffect(() => whenIdle(() => void Promise.all(sections.map((section) => section.preload()))), []);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <AccountHeader />
      <DisclosureGroup allowsMultipleExpanded className={styles.sections}>
        <Disclosure headingLevel={2} id="points-history" title={t('account.pointsHistory.title')} icon={<History />}>
          <SectionCode>
            <PointsHistorySection onOpenCreation={onOpenCreation} />
          </SectionCode>
        </Disclosure>
        {/* Shown only when the permission is defined at all (spec part 1 §2). */}
        {apiKeys && (
          <Disclosure headingLevel={2} id="api-keys" title={t('account.apiKeys.title')} icon={<KeyRound />}>
            <SectionCode>
              <ApiKeysSection canCreate={apiKeys.canCreate} />
            </SectionCode>
          </Disclosure>
        )}
        {/* Webhooks serve the same scripts as API keys, so the same permission shows and unlocks them. */}
        {apiKeys && (
          <Disclosure headingLevel={2} id="webhooks" title={t('account.webhooks.title')} icon={<Webhook />}>
            <SectionCode>
              <WebhooksSection canCreate={apiKeys.canCreate} />
            </SectionCode>
          </Disclosure>
        )}
        <Disclosure headingLevel={2} id="security" title={t('account.security.title')} icon={<ShieldCheck />}>
          <SectionCode>
            <SecuritySection />
          </SectionCode>
        </Disclosure>
        <Disclosure headingLevel={2} id="preferences" title={t('account.preferences.title')} icon={<SlidersHorizontal />}>
          <SectionCode>
            <PreferencesSection />
          </SectionCode>
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
