import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Button, Dialog, DialogTrigger, Modal } from '../../../../design-system';
import { useCreateApiKeyMutation } from '../../api/api-key-mutations';
import { useErrorMessage } from '../../../../lib/api';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewKeyReveal } from './new-key-reveal';

/** The Create API Key button and its dialog: name the key, then see the full key once. */
export function CreateApiKeyDialog() {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const createKey = useCreateApiKeyMutation();
  const [isOpen, setOpen] = useState(false);
  const fullKey = createKey.data?.key_data.full_key ?? null;

  function handleOpenChange(open: boolean) {
    setOpen(open);
    // Forget the full key (and any error) when the dialog closes: it is shown once only.
    if (!open) createKey.reset();
  }

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={handleOpenChange}>
      <Button variant="primary">
        <Plus size={16} aria-hidden="true" />
        {t('account.apiKeys.create')}
      </Button>
      {/* While the key shows, only Done closes the dialog, so a stray click or Escape cannot lose it. */}
      <Modal size="sm" isDismissable={fullKey === null} isKeyboardDismissDisabled={fullKey !== null}>
        <Dialog title={fullKey ? t('account.apiKeys.newKeyTitle') : t('account.apiKeys.createTitle')} hasCloseButton={fullKey === null}>
          {fullKey ? (
            <NewKeyReveal fullKey={fullKey} onDone={() => handleOpenChange(false)} />
          ) : (
            <CreateApiKeyForm
              onSubmit={(name) => createKey.mutate(name)}
              isPending={createKey.isPending}
              errorMessage={createKey.isError ? toMessage(createKey.error, 'account.apiKeys.createFailed') : null}
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
