import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, IconButton, TextField } from '@/design-system';
import { InlineNotice } from '../inline-notice';
import styles from './new-key-reveal.module.css';

export interface NewKeyRevealProps {
  /** The full key, known to the browser only in the create answer. */
  fullKey: string;
  /** Closes the dialog; the key is gone for good afterwards. */
  onDone: () => void;
  /** The field's label. @default t('account.apiKeys.fullKey') */
  label?: string;
  /** The once-only warning above it. @default t('account.apiKeys.newKeyWarning') */
  warning?: string;
  /** The copy button's name. @default t('account.apiKeys.copy') */
  copyLabel?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Shows a new key (or a webhook's signing secret) once, with a copy button and the warning that it will not be shown again. */
export function NewKeyReveal({ fullKey, onDone, label, warning, copyLabel }: NewKeyRevealProps) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const revealRef = useRef<HTMLDivElement>(null);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(fullKey);
      setCopyState('copied');
    } catch {
      // Clipboard access can be refused (permissions, an unfocused page): select the key for a manual copy.
      revealRef.current?.querySelector('input')?.select();
      setCopyState('failed');
    }
  }

  return (
    <div ref={revealRef} className={styles.reveal}>
      <InlineNotice tone="warning" isLive={false}>
        <p>{warning ?? t('account.apiKeys.newKeyWarning')}</p>
      </InlineNotice>
      <TextField
        label={label ?? t('account.apiKeys.fullKey')}
        value={fullKey}
        isReadOnly
        className={styles.key}
        onFocus={(event) => (event.target as HTMLInputElement).select()}
        endContent={
          <IconButton
            size="sm"
            aria-label={copyState === 'copied' ? t('account.apiKeys.copied') : (copyLabel ?? t('account.apiKeys.copy'))}
            hasTooltip
            onPress={() => void handleCopy()}
          >
            {copyState === 'copied' ? <Check /> : <Copy />}
          </IconButton>
        }
      />
      <p className={styles.copyStatus} role="status" data-state={copyState}>
        {copyState === 'copied' && t('account.apiKeys.copiedMessage')}
        {copyState === 'failed' && t('account.apiKeys.copyFailed')}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onDone}>
          {t('account.apiKeys.done')}
        </Button>
      </div>
    </div>
  );
}
