import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ManualPaymentRequest } from '@contract/browser';
import { DeferredOverlay, LoadError, Skeleton, toast, Segment, SegmentedControl } from '@/design-system';
import { isApiError, useErrorMessage } from '@/lib/api';
import { preloadable } from '@/lib/lazy';
import { manualMethodsQueryOptions, reviewsQueryOptions, type ReviewStatus } from '../../api/queries';
import { useApproveManualPaymentMutation, useRejectManualPaymentMutation } from '../../api/review-mutations';
import { manualMethodsIn } from '../../rules/manual-methods-language';
import { ReviewRequestCard } from './review-request-card';
import styles from './review.module.css';

const RejectDialog = preloadable(async () => (await import('./reject-dialog')).RejectDialog);

const statusKeys = { pending: 'billing.review.pending', approved: 'billing.review.approved', rejected: 'billing.review.rejected' } as const;
const statuses = Object.keys(statusKeys) as ReviewStatus[];

/**
 * Staff review of manual payments: requests by status, each with its proof; Approve grants what the
 * plan buys once, Reject asks for the reason the requester is told. The server decides who is staff (403 else).
 */
export function PaymentReviewPage() {
  const { t, i18n } = useTranslation();
  const toMessage = useErrorMessage();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const requests = useQuery(reviewsQueryOptions(status));
  // Only for the methods' names in the interface language: without them (a failed load, a method since removed)
  // a card shows the name the server recorded.
  const methods = useQuery(manualMethodsQueryOptions());
  const methodNames = new Map(
    methods.data ? manualMethodsIn(methods.data, i18n.language).methods.map((method) => [method.method_key, method.display_name]) : [],
  );
  const approve = useApproveManualPaymentMutation();
  const reject = useRejectManualPaymentMutation();
  const [rejecting, setRejecting] = useState<ManualPaymentRequest | null>(null);

  function handleApprove(request: ManualPaymentRequest) {
    approve.mutate(request.id, {
      onSuccess: () => toast.success(t('billing.review.approvedToast', { plan: request.plan_name, username: request.username })),
      onError: (error) => toast.error(toMessage(error, 'billing.review.decideFailed')),
    });
  }

  function handleReject(reason: string) {
    if (!rejecting) return;
    const { id, username } = rejecting;
    reject.mutate(
      { id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(t('billing.review.rejectedToast', { username }));
        },
      },
    );
  }

  const isForbidden = isApiError(requests.error) && requests.error.status === 403;
  return (
    <section className={styles.page} aria-labelledby="review-title">
      <header className={styles.header}>
        <h1 id="review-title" className={styles.title}>
          {t('billing.review.title')}
        </h1>
        <p className={styles.muted}>{t('billing.review.subtitle')}</p>
      </header>
      <SegmentedControl
        aria-label={t('billing.review.status')}
        value={status}
        onChange={(next) => {
          if (statuses.includes(next as ReviewStatus)) setStatus(next as ReviewStatus);
        }}
      >
        {statuses.map((candidate) => (
          <Segment key={candidate} value={candidate}>
            {t(statusKeys[candidate])}
          </Segment>
        ))}
      </SegmentedControl>
      {requests.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('billing.review.loading')} className={styles.list}>
          <Skeleton shape="rect" height={160} />
          <Skeleton shape="rect" height={160} />
        </div>
      ) : isForbidden ? (
        <p role="alert" className={styles.muted}>
          {t('billing.review.forbidden')}
        </p>
      ) : requests.isError ? (
        <LoadError message={t('billing.review.loadFailed')} onRetry={() => void requests.refetch()} isRetrying={requests.isFetching} />
      ) : requests.data.requests.length === 0 ? (
        <p className={styles.muted}>{t('billing.review.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {requests.data.requests.map((request) => (
            <li key={request.id}>
              <ReviewRequestCard
                request={request}
                methodName={methodNames.get(request.payment_method)}
                onApprove={handleApprove}
                onReject={(chosen) => {
                  reject.reset();
                  setRejecting(chosen);
                }}
                isDeciding={approve.isPending && approve.variables === request.id}
              />
            </li>
          ))}
        </ul>
      )}
      <DeferredOverlay isOpen={rejecting !== null}>
        <RejectDialog
          username={rejecting?.username ?? null}
          onClose={() => setRejecting(null)}
          onSubmit={handleReject}
          isPending={reject.isPending}
          errorMessage={reject.isError ? toMessage(reject.error, 'billing.review.decideFailed') : null}
        />
      </DeferredOverlay>
    </section>
  );
}
