import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { Webhook, WebhookAttempt } from '@contract/browser';
import { Badge, LoadError, Skeleton } from '@/design-system';
import { webhookAttemptsQueryOptions } from '../../api/queries';
import { useAccountFormatters } from '../../formatting';
import { eventLabelKey } from './event-label';
import styles from './webhooks.module.css';

/** A webhook's recent tries, newest first: when, which event, the answer (or why none came) and what happens next. */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const attempts = useQuery(webhookAttemptsQueryOptions(webhook.id));

  if (attempts.isPending) {
    return (
      <div aria-busy="true" aria-label={t('account.webhooks.logLoading')} role="status">
        <Skeleton shape="rect" height={64} />
      </div>
    );
  }
  if (attempts.isError) {
    return <LoadError message={t('account.webhooks.logFailed')} onRetry={() => void attempts.refetch()} isRetrying={attempts.isFetching} />;
  }
  if (attempts.data.attempts.length === 0) return <p className={styles.logEmpty}>{t('account.webhooks.logEmpty')}</p>;
  return (
    <ol className={styles.log} aria-label={t('account.webhooks.logLabel', { url: webhook.url })}>
      {attempts.data.attempts.map((attempt) => (
        <AttemptRow key={attempt.id} attempt={attempt} />
      ))}
    </ol>
  );
}

function AttemptRow({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  const formats = useAccountFormatters();
  const when = (iso: string) => formats.dateTime.format(new Date(iso));
  const answer =
    attempt.status_code === null ? t('account.webhooks.noAnswer') : t('account.webhooks.httpStatus', { code: attempt.status_code });
  const next = attempt.is_success
    ? t('account.webhooks.delivered')
    : attempt.retry_at
      ? t('account.webhooks.retryAt', { date: when(attempt.retry_at) })
      : t('account.webhooks.gaveUp');
  return (
    <li className={styles.attempt} data-success={attempt.is_success || undefined}>
      <time dateTime={attempt.attempted_at}>{when(attempt.attempted_at)}</time>
      <span>{t(eventLabelKey(attempt.event_type))}</span>
      <span>{t('account.webhooks.attempt', { number: attempt.attempt })}</span>
      <Badge variant={attempt.is_success ? 'success' : 'danger'}>{answer}</Badge>
      <span className={styles.next}>{next}</span>
      {attempt.error && (
        <span className={styles.error} dir="auto">
          {attempt.error}
        </span>
      )}
    </li>
  );
}
