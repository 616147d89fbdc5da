import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ApiKey } from '@contract';
import { Button, DeferredOverlay } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import { useAccountFormatters } from '../../formatting';
import styles from './api-key-list.module.css';

const RevokeKeyDialog = preloadable(async () => (await import('./revoke-key-dialog')).RevokeKeyDialog);

export interface ApiKeyListProps {
  keys: readonly ApiKey[];
  /** Revokes a key; the confirmation stays open, pending, until the promise settles (and open if it rejects). */
  onRevoke: (key: ApiKey) => Promise<unknown>;
}

/** The user's keys with name, prefix and truncated key; each can be revoked after a confirmation. */
export function ApiKeyList({ keys, onRevoke }: ApiKeyListProps) {
  const { t } = useTranslation();
  const formats = useAccountFormatters();
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKey | null>(null);
  const formatDate = (iso: string) => formats.date.format(new Date(iso));

  return (
    <>
      <ul className={styles.list} aria-label={t('account.apiKeys.listLabel')}>
        {keys.map((key) => (
          <li key={key.id} className={styles.row}>
            <div className={styles.details}>
              <p className={styles.name} dir="auto">
                {key.name}
              </p>
              <code className={styles.key}>{key.truncated_key}</code>
              <p className={styles.meta}>
                <span>
                  {t('account.apiKeys.prefix')} <code className={styles.prefix}>{key.key_prefix}</code>
                </span>
                <span>{t('account.apiKeys.created', { date: formatDate(key.created_at) })}</span>
                <span>
                  {key.last_used_at
                    ? t('account.apiKeys.lastUsed', { date: formatDate(key.last_used_at) })
                    : t('account.apiKeys.neverUsed')}
                </span>
              </p>
            </div>
            <Button size="sm" aria-label={t('account.apiKeys.revokeNamed', { name: key.name })} onPress={() => setKeyToRevoke(key)}>
              <Trash2 size={16} aria-hidden="true" />
              {t('account.apiKeys.revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <DeferredOverlay isOpen={keyToRevoke !== null}>
        <RevokeKeyDialog apiKey={keyToRevoke} onClose={() => setKeyToRevoke(null)} onRevoke={onRevoke} />
      </DeferredOverlay>
    </>
  );
}
