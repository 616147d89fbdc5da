import { ClipboardCheck, CreditCard, Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { User } from '@contract';
import { Badge, Button, Link } from '@/design-system';
import { useAccountFormatters } from '../../formatting';
import styles from './account-summary.module.css';

export interface AccountSummaryProps {
  user: Pick<User, 'username' | 'email' | 'user_tier'>;
  /** The live balance. */
  points: number;
  /** Where Upgrade Plan leads: the plan selection. */
  billingHref: string;
  /** Opens the customer portal. */
  onManageSubscription: () => void;
  /** The portal is being opened. @default false */
  isPortalPending?: boolean;
  /** Where staff review manual payments; only for staff. @default null */
  reviewHref?: string | null;
}

/** The top of the account page: who is signed in, their points and plan, and the two plan actions. */
export function AccountSummary({
  user,
  points,
  billingHref,
  onManageSubscription,
  isPortalPending = false,
  reviewHref = null,
}: AccountSummaryProps) {
  const { t } = useTranslation();
  const formats = useAccountFormatters();
  const isFree = user.user_tier === 'Free';
  return (
    <section className={styles.summary} aria-label={t('account.header.label')}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <div className={styles.names}>
          <p className={styles.username} dir="auto">
            {user.username}
          </p>
          <p className={styles.email} dir="auto">
            {user.email}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('account.header.points')}</dt>
          <dd className={styles.points} data-testid="account-points">
            {formats.points.format(points)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.header.plan')}</dt>
          <dd>
            <Badge variant={isFree ? 'neutral' : 'accent'} icon={isFree ? undefined : <Sparkles />}>
              {t(`account.tiers.${user.user_tier}`)}
            </Badge>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link href={billingHref} variant="button">
          {t('account.header.upgrade')}
        </Link>
        <Button onPress={onManageSubscription} isPending={isPortalPending}>
          <CreditCard size={16} aria-hidden="true" />
          {t('account.header.manageSubscription')}
        </Button>
        {reviewHref && (
          <Link href={reviewHref} variant="standalone" className={styles.review}>
            <ClipboardCheck size={16} aria-hidden="true" />
            {t('account.header.paymentReview')}
          </Link>
        )}
      </div>
    </section>
  );
}
