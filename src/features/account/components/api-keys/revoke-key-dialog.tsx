import { useTranslation } from '@/lib/i18n';
import type { ApiKey } from '@contract';
import { AlertDialog } from '@/design-system';

export interface RevokeKeyDialogProps {
  /** The key to revoke; the dialog is open while there is one. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** Revokes it; the dialog stays open, pending, until the promise settles (and open if it rejects). */
  onRevoke: (key: ApiKey) => Promise<unknown>;
}

/** The confirmation before a key is revoked; ApiKeyList loads it when it first opens. */
export function RevokeKeyDialog({ apiKey, onClose, onRevoke }: RevokeKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen={apiKey !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      variant="destructive"
      title={t('account.apiKeys.revokeTitle')}
      confirmLabel={t('account.apiKeys.revoke')}
      onConfirm={() => (apiKey ? onRevoke(apiKey) : undefined)}
    >
      {t('account.apiKeys.revokeMessage', { name: apiKey?.name ?? '' })}
    </AlertDialog>
  );
}
