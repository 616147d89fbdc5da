import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '@/lib/i18n';
import { Button, CodeField, Form } from '@/design-system';
import { validateCode } from '../../validation';
import styles from './security-forms.module.css';

export interface EmailCodeFormProps {
  /** The new address the code went to. */
  email: string;
  /** Called with a six-digit code. */
  onSubmit: (code: string) => void;
  /** Goes back to step one, to use another address. */
  onStartOver: () => void;
  /** The code is being checked. @default false */
  isPending?: boolean;
  errorMessage?: string | null;
}

/** Step two of an e-mail change: the six-digit code mailed to the new address. */
export function EmailCodeForm({ email, onSubmit, onStartOver, isPending = false, errorMessage }: EmailCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errorKey = validateCode(code);
    setCodeError(errorKey ? t(errorKey) : null);
    if (!errorKey) onSubmit(code);
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={errorMessage} className={styles.form}>
      <p className={styles.hint}>
        <Trans i18nKey="account.security.codeSent" values={{ email }} components={{ email: <span className={styles.address} /> }} />
      </p>
      <CodeField label={t('account.security.code')} value={code} onChange={setCode} errorMessage={codeError} className={styles.code} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isPending}>
          {t('account.security.confirmEmail')}
        </Button>
        <Button variant="ghost" onPress={onStartOver} isDisabled={isPending}>
          {t('account.security.useAnotherEmail')}
        </Button>
      </div>
    </Form>
  );
}
