import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LoadError, Skeleton } from '@/design-system';
import { paths } from '@/domain/paths';
import { webhooksQueryOptions } from '../../api/queries';
import { ApiKeysUpgrade } from '../api-keys/api-keys-upgrade';
import { NewKeyReveal } from '../api-keys/new-key-reveal';
import sectionStyles from '../api-keys/api-keys-section.module.css';
import styles from './webhooks.module.css';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookList } from './webhook-list';

/** Webhooks come with API keys, so the same plan (Plus) unlocks them. */
const webhooksUpgradePath = paths.upgradeTo('Plus');

export interface WebhooksSectionProps {
  /** The allowance's `permissions.apiKeys.canCreate`: the tier that has API access. */
  canCreate: boolean;
}

/** The user's webhooks: add (when the plan allows), send a test, rotate the secret, remove, and read the delivery log. */
export function WebhooksSection({ canCreate }: WebhooksSectionProps) {
  const { t } = useTranslation();
  const webhooks = useQuery(webhooksQueryOptions());
  // A new or rotated secret, shown here once until Done.
  const [secret, setSecret] = useState<string | null>(null);

  if (webhooks.isPending) {
    return (
      <div aria-busy="true" aria-label={t('account.webhooks.loading')} role="status">
        <Skeleton shape="rect" height={88} />
      </div>
    );
  }
  if (webhooks.isError) {
    return (
      <LoadError message={t('account.webhooks.loadFailed')} onRetry={() => void webhooks.refetch()} isRetrying={webhooks.isFetching} />
    );
  }
  const list = webhooks.data.webhooks;
  if (list.length === 0 && !canCreate) {
    return <ApiKeysUpgrade billingHref={webhooksUpgradePath} message={t('account.webhooks.upgradeMessage')} />;
  }
  return (
    <>
      <p className={sectionStyles.description}>{t('account.webhooks.description')}</p>
      <p className={sectionStyles.description}>{t('account.webhooks.signingHelp')}</p>
      {secret && (
        <section aria-label={t('account.webhooks.secretTitle')} className={styles.reveal}>
          <NewKeyReveal
            fullKey={secret}
            onDone={() => setSecret(null)}
            label={t('account.webhooks.secretTitle')}
            warning={t('account.webhooks.secretWarning')}
            copyLabel={t('account.webhooks.copySecret')}
          />
        </section>
      )}
      {list.length === 0 ? (
        <p className={sectionStyles.empty}>{t('account.webhooks.empty')}</p>
      ) : (
        <WebhookList webhooks={list} onSecret={setSecret} />
      )}
      {canCreate ? (
        <AddWebhookForm onCreated={setSecret} />
      ) : (
        // Webhooks added on a former plan keep working until removed; only adding needs the upgrade.
        <ApiKeysUpgrade billingHref={webhooksUpgradePath} message={t('account.webhooks.cannotCreate')} />
      )}
    </>
  );
}
