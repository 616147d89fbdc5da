import { Check, ImageOff, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { ManualPaymentRequest } from '@contract/browser';
import { Badge, Button, Link } from '@/design-system';
import { useBillingFormats } from '../use-billing-formats';
import styles from './review.module.css';

export interface ReviewRequestCardProps {
  request: ManualPaymentRequest;
  onApprove: (request: ManualPaymentRequest) => void;
  onReject: (request: ManualPaymentRequest) => void;
  /** The payment method's name in the interface language. @default the name the server gave, in English */
  methodName?: string;
  /** A decision on this request is being recorded. @default false */
  isDeciding?: boolean;
}

const statusVariant = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const statusKeys = { pending: 'billing.review.pending', approved: 'billing.review.approved', rejected: 'billing.review.rejected' } as const;

/** One manual payment request as staff review it: who, what, how, the proof, and Approve or Reject. */
export function ReviewRequestCard({
  request,
  onApprove,
  onReject,
  methodName = request.payment_method_name,
  isDeciding = false,
}: ReviewRequestCardProps) {
  const { t } = useTranslation();
  const formats = useBillingFormats();
  const titleId = `review-${request.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.proof}>
        {request.proof_url ? (
          <Link href={request.proof_url} target="_blank" rel="noreferrer" aria-label={t('billing.review.openProof')}>
            <img src={request.proof_url} alt={t('billing.review.proofAlt', { username: request.username })} className={styles.proofImage} />
          </Link>
        ) : (
          <span className={styles.noProof}>
            <ImageOff size={20} aria-hidden="true" />
            {t('billing.review.noProof')}
          </span>
        )}
      </div>
      <div className={styles.details}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.planName} dir="auto">
            {request.plan_name}
          </h2>
          <bdi className={styles.price}>{formats.price(request)}</bdi>
          <Badge size="sm" variant={statusVariant[request.status]}>
            {t(statusKeys[request.status])}
          </Badge>
          {request.team_id && <Badge size="sm">{t('billing.review.forTeam')}</Badge>}
        </div>
        <p className={styles.requester} dir="auto">
          {t('billing.review.requestBy', { username: request.username, email: request.email })}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('billing.review.method')}</dt>
            <dd dir="auto">{methodName}</dd>
          </div>
          <div>
            <dt>{t('billing.review.reference')}</dt>
            <dd dir="auto">{request.transaction_reference ?? t('billing.review.noReference')}</dd>
          </div>
          <div>
            <dt>{t('billing.review.submitted')}</dt>
            <dd>{formats.date(request.created_at)}</dd>
          </div>
        </dl>
        {request.decided_at && <p className={styles.muted}>{t('billing.review.decided', { date: formats.date(request.decided_at) })}</p>}
        {request.rejection_reason && (
          <p className={styles.muted} dir="auto">
            {t('billing.review.reason', { reason: request.rejection_reason })}
          </p>
        )}
        {request.status === 'pending' && (
          <div className={styles.actions}>
            <Button variant="primary" size="sm" onPress={() => onApprove(request)} isPending={isDeciding}>
              <Check size={16} aria-hidden="true" />
              {t('billing.review.approve')}
            </Button>
            <Button variant="danger" size="sm" onPress={() => onReject(request)} isDisabled={isDeciding}>
              <X size={16} aria-hidden="true" />
              {t('billing.review.reject')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
