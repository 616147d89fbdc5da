import { ChevronDown, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Webhook } from '@contract/browser';
import { AlertDialog, Button } from '@/design-system';
import { useRemoveWebhookMutation, useRotateWebhookSecretMutation, useSendWebhookTestMutation } from '../../api/webhook-mutations';
import { useAccountFormatters } from '../../formatting';
import { DeliveryLog } from './delivery-log';
import { eventLabelKey } from './event-label';
import listStyles from '../api-keys/api-key-list.module.css';
import styles from './webhooks.module.css';

export interface WebhookListProps {
  webhooks: readonly Webhook[];
  /** Called with a rotated secret, which is shown once. */
  onSecret: (secret: string) => void;
}

type Confirming = { kind: 'rotate' | 'remove'; webhook: Webhook } | null;

/** Each webhook with its URL, events and secret hint; Send test, Rotate secret and Remove; its delivery log below. */
export function WebhookList({ webhooks, onSecret }: WebhookListProps) {
  const { t } = useTranslation();
  const formats = useAccountFormatters();
  const sendTest = useSendWebhookTestMutation();
  const rotate = useRotateWebhookSecretMutation();
  const remove = useRemoveWebhookMutation();
  const [confirming, setConfirming] = useState<Confirming>(null);

  async function handleConfirm() {
    if (!confirming) return;
    if (confirming.kind === 'remove') {
      await remove.mutateAsync(confirming.webhook.id);
      return;
    }
    onSecret((await rotate.mutateAsync(confirming.webhook.id)).secret);
  }

  return (
    <>
      <ul className={listStyles.list} aria-label={t('account.webhooks.listLabel')}>
        {webhooks.map((webhook) => (
          <li key={webhook.id} className={styles.row}>
            <div className={styles.summary}>
              <div className={styles.details}>
                <code className={styles.url}>{webhook.url}</code>
                <p className={styles.meta}>
                  <span>{webhook.events.map((event) => t(eventLabelKey(event))).join(' · ')}</span>
                  <span>
                    {t('account.webhooks.secretHint')} <code className={styles.code}>{webhook.secret_hint}</code>
                  </span>
                  <span>{t('account.webhooks.created', { date: formats.date.format(new Date(webhook.created_at)) })}</span>
                </p>
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  aria-label={t('account.webhooks.sendTestNamed', { url: webhook.url })}
                  isPending={sendTest.isPending && sendTest.variables === webhook.id}
                  onPress={() => sendTest.mutate(webhook.id)}
                >
                  <Send size={16} aria-hidden="true" data-directional="" />
                  {t('account.webhooks.sendTest')}
                </Button>
                <Button
                  size="sm"
                  aria-label={t('account.webhooks.rotateNamed', { url: webhook.url })}
                  onPress={() => setConfirming({ kind: 'rotate', webhook })}
                >
                  <RefreshCw size={16} aria-hidden="true" />
                  {t('account.webhooks.rotate')}
                </Button>
                <Button
                  size="sm"
                  aria-label={t('account.webhooks.removeNamed', { url: webhook.url })}
                  onPress={() => setConfirming({ kind: 'remove', webhook })}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  {t('account.webhooks.remove')}
                </Button>
              </div>
            </div>
            <LogToggle webhook={webhook} />
          </li>
        ))}
      </ul>
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        variant={confirming?.kind === 'remove' ? 'destructive' : 'default'}
        title={confirming?.kind === 'remove' ? t('account.webhooks.removeTitle') : t('account.webhooks.rotateTitle')}
        confirmLabel={confirming?.kind === 'remove' ? t('account.webhooks.remove') : t('account.webhooks.rotate')}
        onConfirm={handleConfirm}
      >
        {confirming?.kind === 'remove'
          ? t('account.webhooks.removeMessage', { url: confirming.webhook.url })
          : t('account.webhooks.rotateMessage', { url: confirming?.webhook.url ?? '' })}
      </AlertDialog>
    </>
  );
}

/**
 * The delivery log under a webhook, loaded when opened. A plain toggle rather than a nested Disclosure, whose
 * styles follow the expanded state of the account section around it.
 */
function LogToggle({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.logToggle}>
      <Button size="sm" variant="ghost" aria-expanded={isOpen} aria-controls={panelId} onPress={() => setOpen(!isOpen)}>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} data-open={isOpen || undefined} />
        {t('account.webhooks.log')}
      </Button>
      <div id={panelId}>{isOpen && <DeliveryLog webhook={webhook} />}</div>
    </div>
  );
}
