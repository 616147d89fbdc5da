import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, TextField } from '@/design-system';
import { isApiError, useErrorMessage } from '@/lib/api';
import { useCreateWebhookMutation } from '../../api/webhook-mutations';
import { validateWebhookUrl } from '../../validation';
import styles from './webhooks.module.css';

export interface AddWebhookFormProps {
  /** Called with the new webhook's signing secret, which is shown once. */
  onCreated: (secret: string) => void;
}

/** The URL field and Add Webhook; a refused URL (private, local, unknown host) is said under the field. */
export function AddWebhookForm({ onCreated }: AddWebhookFormProps) {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const create = useCreateWebhookMutation();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errorKey = validateWebhookUrl(url);
    setUrlError(errorKey ? t(errorKey) : null);
    if (errorKey) return;
    create.mutate(url.trim(), {
      onSuccess: (answer) => {
        setUrl('');
        onCreated(answer.secret);
      },
      onError: (error) =>
        setUrlError(
          isApiError(error) && error.code === 'validation_error'
            ? t('account.webhooks.urlRefused')
            : toMessage(error, 'account.webhooks.addFailed'),
        ),
    });
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" className={styles.addForm}>
      <TextField
        name="url"
        type="url"
        inputMode="url"
        label={t('account.webhooks.url')}
        description={t('account.webhooks.urlHint')}
        placeholder={t('account.webhooks.urlPlaceholder')}
        value={url}
        onChange={(value) => {
          setUrl(value);
          setUrlError(null);
        }}
        isRequired
        isInvalid={urlError ? true : undefined}
        errorMessage={urlError}
        className={styles.urlField}
      />
      <div>
        <Button type="submit" variant="primary" isPending={create.isPending}>
          <Plus size={16} aria-hidden="true" />
          {t('account.webhooks.add')}
        </Button>
      </div>
    </Form>
  );
}
