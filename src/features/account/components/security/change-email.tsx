import { useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from '@/lib/i18n';
import { isApiError, useErrorMessage } from '@/lib/api';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from '../../api/security-mutations';
import { InlineNotice } from '../inline-notice';
import { EmailCodeForm } from './email-code-form';
import { EmailRequestForm } from './email-request-form';
import styles from './security-forms.module.css';

/** Which request error belongs to which field; others are shown for the whole form. */
const fieldOfCode: Record<string, string> = { email_taken: 'newEmail', current_password_invalid: 'currentPassword' };

/** Changing the e-mail address in two steps: request a code to the new address, then confirm it. */
export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const titleId = useId();
  const request = useRequestEmailChangeMutation();
  const confirm = useConfirmEmailChangeMutation();
  // The address a code was sent to; null while on step one.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const requestField = isApiError(request.error) ? fieldOfCode[request.error.code ?? ''] : undefined;
  const requestMessage = request.isError ? toMessage(request.error, 'account.security.requestFailed') : null;
  // Memoised per error, so editing the field clears the message (React Aria re-shows a changed object).
  const requestFieldErrors = useMemo(
    () => (requestField && requestMessage ? { [requestField]: requestMessage } : undefined),
    [requestField, requestMessage],
  );

  function startOver() {
    request.reset();
    confirm.reset();
    setPendingEmail(null);
  }

  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('account.security.changeEmailTitle')}
      </h3>
      <p className={styles.hint}>
        <Trans
          i18nKey="account.security.currentEmail"
          values={{ email: currentEmail }}
          components={{ email: <span className={styles.address} /> }}
        />
      </p>
      {changedTo && (
        <InlineNotice tone="success">
          <p>
            <Trans
              i18nKey="account.security.emailChanged"
              values={{ email: changedTo }}
              components={{ email: <span className={styles.address} /> }}
            />
          </p>
        </InlineNotice>
      )}
      {pendingEmail === null ? (
        <EmailRequestForm
          currentEmail={currentEmail}
          isPending={request.isPending}
          errorMessage={requestField ? null : requestMessage}
          serverFieldErrors={requestFieldErrors}
          onSubmit={(values) => {
            setChangedTo(null);
            request.mutate(
              { new_email: values.newEmail, current_password: values.currentPassword },
              { onSuccess: () => setPendingEmail(values.newEmail) },
            );
          }}
        />
      ) : (
        <EmailCodeForm
          email={pendingEmail}
          isPending={confirm.isPending}
          errorMessage={confirm.isError ? toMessage(confirm.error, 'account.security.confirmFailed') : null}
          onStartOver={startOver}
          onSubmit={(code) =>
            confirm.mutate(
              { new_email: pendingEmail, otp_code: code },
              {
                onSuccess: (user) => {
                  setChangedTo(user.email);
                  startOver();
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
