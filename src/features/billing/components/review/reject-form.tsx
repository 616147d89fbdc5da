import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { manualPaymentLimits } from '@contract/browser';
import { Button, Form, TextField } from '@/design-system';
import styles from './review.module.css';

export interface RejectFormProps {
  username: string;
  onSubmit: (reason: string) => void;
  isPending?: boolean;
  errorMessage?: string | null;
}

/** The reason for a rejection, which the requester is told; required. */
export function RejectForm({ username, onSubmit, isPending = false, errorMessage = null }: RejectFormProps) {
  const { t } = useTranslation();
  const [reasonError, setReasonError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setReasonError(reason ? null : t('billing.portal.required'));
    if (reason) onSubmit(reason);
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={errorMessage}>
      <p className={styles.muted}>{t('billing.review.rejectBody', { username })}</p>
      <TextField
        name="reason"
        label={t('billing.review.rejectReason')}
        isMultiline
        rows={3}
        maxLength={manualPaymentLimits.rejectionReasonMax}
        isRequired
        autoFocus
        isInvalid={reasonError ? true : undefined}
        errorMessage={reasonError}
        onChange={() => setReasonError(null)}
      />
      <div className={styles.dialogActions}>
        <Button slot="close" variant="ghost" isDisabled={isPending}>
          {t('billing.review.cancel')}
        </Button>
        <Button type="submit" variant="danger" isPending={isPending}>
          {t('billing.review.confirmReject')}
        </Button>
      </div>
    </Form>
  );
}
