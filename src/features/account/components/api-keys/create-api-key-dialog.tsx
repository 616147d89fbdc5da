import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, DeferredDialogTrigger } from '@/design-system';
import { useCreateApiKeyMutation } from '../../api/api-key-mutations';
import { useErrorMessage } from '@/lib/api';
import { preloadable } from '@/lib/lazy';

const CreateApiKeyModal = preloadable(async () => (await import('./create-api-key-modal')).CreateApiKeyModal);

/**
 * The Create API Key button and its dialog: name the key, then see the full key once. The dialog's code loads on
 * pointer-enter, focus or the first press.
 */
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
    <DeferredDialogTrigger
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      preload={CreateApiKeyModal.preload}
      dialog={
        <CreateApiKeyModal
          fullKey={fullKey}
          onSubmit={(name) => createKey.mutate(name)}
          isPending={createKey.isPending}
          errorMessage={createKey.isError ? toMessage(createKey.error, 'account.apiKeys.createFailed') : null}
          onDone={() => handleOpenChange(false)}
        />
      }
    >
      <Button variant="primary">
        <Plus size={16} aria-hidden="true" />
        {t('account.apiKeys.create')}
      </Button>
    </DeferredDialogTrigger>
  );
}
