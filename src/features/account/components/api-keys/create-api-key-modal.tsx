import { useTranslation } from '@/lib/i18n';
import { Dialog, Modal } from '@/design-system';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewKeyReveal } from './new-key-reveal';

export interface CreateApiKeyModalProps {
  /** The new key, shown once; null while the user names it. */
  fullKey: string | null;
  onSubmit: (name: string) => void;
  isPending: boolean;
  errorMessage: string | null;
  /** Done, under the revealed key. */
  onDone: () => void;
}

/** CreateApiKeyDialog's modal, whose code loads when the dialog first opens: name the key, then see it once. */
export function CreateApiKeyModal({ fullKey, onSubmit, isPending, errorMessage, onDone }: CreateApiKeyModalProps) {
  const { t } = useTranslation();
  return (
    // While the key shows, only Done closes the dialog, so a stray click or Escape cannot lose it.
    <Modal size="sm" isDismissable={fullKey === null} isKeyboardDismissDisabled={fullKey !== null}>
      <Dialog title={fullKey ? t('account.apiKeys.newKeyTitle') : t('account.apiKeys.createTitle')} hasCloseButton={fullKey === null}>
        {fullKey ? (
          <NewKeyReveal fullKey={fullKey} onDone={onDone} />
        ) : (
          <CreateApiKeyForm onSubmit={onSubmit} isPending={isPending} errorMessage={errorMessage} />
        )}
      </Dialog>
    </Modal>
  );
}
