import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { LoadError, Skeleton } from '@/design-system';
import { paths } from '@/domain/paths';
import { useRevokeApiKeyMutation } from '../../api/api-key-mutations';
import { apiKeysQueryOptions } from '../../api/queries';
import { ApiKeyList } from './api-key-list';
import { ApiKeysUpgrade } from './api-keys-upgrade';
import styles from './api-keys-section.module.css';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Plus is the first plan with API keys (the server's tier table, server/catalog/tiers.ts): Upgrade Plan lands on it. */
const apiKeysUpgradePath = paths.upgradeTo('Plus');

export interface ApiKeysSectionProps {
  /** The allowance's `permissions.apiKeys.canCreate`. */
  canCreate: boolean;
}

/** The user's API keys: list, create (when the plan allows) and revoke. */
export function ApiKeysSection({ canCreate }: ApiKeysSectionProps) {
  const { t } = useTranslation();
  const keys = useQuery(apiKeysQueryOptions());
  const revokeKey = useRevokeApiKeyMutation();

  if (keys.isPending) {
    return (
      <div aria-busy="true" aria-label={t('account.apiKeys.loading')} role="status">
        <Skeleton shape="rect" height={88} />
      </div>
    );
  }
  if (keys.isError) {
    return <LoadError message={t('account.apiKeys.loadFailed')} onRetry={() => void keys.refetch()} isRetrying={keys.isFetching} />;
  }
  const list = keys.data.api_keys;
  if (list.length === 0 && !canCreate) {
    return <ApiKeysUpgrade billingHref={apiKeysUpgradePath} message={t('account.apiKeys.upgradeMessage')} />;
  }
  return (
    <>
      <p className={styles.description}>{t('account.apiKeys.description')}</p>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('account.apiKeys.empty')}</p>
      ) : (
        <ApiKeyList keys={list} onRevoke={(key) => revokeKey.mutateAsync(key.id)} />
      )}
      {canCreate ? (
        <div>
          <CreateApiKeyDialog />
        </div>
      ) : (
        // Keys made on a former plan keep working until revoked; only creating new ones needs the upgrade.
        <ApiKeysUpgrade billingHref={apiKeysUpgradePath} message={t('account.apiKeys.cannotCreate')} />
      )}
    </>
  );
}
