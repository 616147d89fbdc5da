import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, TextField } from '@/design-system';
import { validateApiKeyName } from '../../validation';
import styles from './create-api-key-form.module.css';

/** The contract's limit on a key's name. */
const nameMaxLength = 60;

export interface CreateApiKeyFormProps {
  /** Called with the trimmed name once it is valid. */
  onSubmit: (name: string) => void;
  /** The key is being created. @default false */
  isPending?: boolean;
  /** The server's refusal, e.g. 'Failed to create API key.' */
  errorMessage?: string | null;
}

/** Names a new key: required and not blank ('Please provide a name for the API key.'). */
export function CreateApiKeyForm({ onSubmit, isPending = false, errorMessage }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const [nameError, setNameError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const errorKey = validateApiKeyName(name);
    setNameError(errorKey ? t(errorKey) : null);
    if (!errorKey) onSubmit(name.trim());
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={errorMessage}>
      <TextField
        name="name"
        label={t('account.apiKeys.name')}
        description={t('account.apiKeys.nameHint')}
        maxLength={nameMaxLength}
        isRequired
        autoFocus
        isInvalid={nameError ? true : undefined}
        errorMessage={nameError}
        onChange={() => setNameError(null)}
      />
      <div className={styles.actions}>
        <Button slot="close" variant="ghost" isDisabled={isPending}>
          {t('account.cancel')}
        </Button>
        <Button type="submit" variant="primary" isPending={isPending}>
          {t('account.apiKeys.submitCreate')}
        </Button>
      </div>
    </Form>
  );
}
