import { Check, Sparkles, Tag } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { Plan } from '@contract/browser';
import { Badge, Button, Card, Link } from '@/design-system';
import { planCardModel } from '../../rules/plan-card';
import { useBillingFormats } from '../use-billing-formats';
import styles from './plan-card.module.css';

export interface PlanCardProps {
  plan: Plan;
  /** Where Contact Sales leads: a mail to the sales team (spec part 1 §2); null when none is configured. */
  salesHref: string | null;
  /** Called with the plan when its button buys or subscribes. */
  onChoose: (plan: Plan) => void;
  /** This plan's purchase is starting: the button says 'Processing...'. @default false */
  isProcessing?: boolean;
  /** Another purchase is starting: nothing else may start. @default false */
  isLocked?: boolean;
  /** The plan an Upgrade Plan link asked for: drawn out and scrolled into view. @default false */
  isHighlighted?: boolean;
  /** The account's current plan: marked, and its button says so and is disabled. @default false */
  isCurrent?: boolean;
  /** The level of the plan's name, one below its shelf's heading. @default 3 */
  headingLevel?: 3 | 4;
}

const intervalSuffix = { month: 'billing.perMonth', year: 'billing.perYear' } as const;

/**
 * A plan or pack on /billing (spec part 1 §2): DEAL and Most Popular badges, name, points and seats granted, the
 * first price with /month or /year, description lines as bullets, and Subscribe Now, Buy Now or Contact Sales.
 */
export function PlanCard({
  plan,
  salesHref,
  onChoose,
  isProcessing = false,
  isLocked = false,
  isHighlighted = false,
  isCurrent = false,
  headingLevel = 3,
}: PlanCardProps) {
  const { t } = useTranslation();
  const Name = headingLevel === 3 ? 'h3' : 'h4';
  const formats = useBillingFormats();
  const model = planCardModel(plan);
  const lines = plan.description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const nameId = `plan-${plan.id}-name`;
  return (
    <Card
      elementType="article"
      className={styles.card}
      aria-labelledby={nameId}
      data-popular={plan.is_most_popular || undefined}
      data-highlighted={isHighlighted || undefined}
      data-plan-id={plan.id}
    >
      {(plan.is_deal || plan.is_most_popular || isCurrent) && (
        <div className={styles.badges}>
          {plan.is_most_popular && (
            <Badge size="sm" variant="accent" icon={<Sparkles />}>
              {t('billing.mostPopular')}
            </Badge>
          )}
          {plan.is_deal && (
            <Badge size="sm" variant="warning" icon={<Tag />}>
              {t('billing.deal')}
            </Badge>
          )}
          {isCurrent && <Badge size="sm">{t('billing.currentPlan')}</Badge>}
        </div>
      )}
      <Name id={nameId} className={styles.name} dir="auto">
        {plan.plan_name}
      </Name>
      {(plan.points_granted > 0 || plan.seats_granted > 0) && (
        <p className={styles.grants}>
          {plan.points_granted > 0 && (
            <span>{t('billing.pointsGranted', { count: plan.points_granted, formatted: formats.count(plan.points_granted) })}</span>
          )}
          {plan.seats_granted > 0 && (
            <span>{t('billing.seatsGranted', { count: plan.seats_granted, formatted: formats.count(plan.seats_granted) })}</span>
          )}
        </p>
      )}
      <p className={styles.price}>
        {model.price ? (
          <>
            <bdi className={styles.amount}>{formats.price(model.price)}</bdi>
            {model.price.billing_interval !== 'one-time' && (
              <span className={styles.suffix}>{t(intervalSuffix[model.price.billing_interval])}</span>
            )}
          </>
        ) : (
          <span className={styles.missing}>{t(model.missingPriceText === 'contactUs' ? 'billing.contactUs' : 'billing.notAvailable')}</span>
        )}
      </p>
      {lines.length > 0 && (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line} dir="auto">
              <Check size={16} aria-hidden="true" className={styles.check} />
              {line}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.action}>
        {model.action === 'contactSales' && salesHref ? (
          <Link href={salesHref} variant="button" className={styles.fullWidth}>
            {t('billing.contactSales')}
          </Link>
        ) : model.action === 'contactSales' ? (
          <Button variant="secondary" isFullWidth isDisabled>
            {t('billing.contactSales')}
          </Button>
        ) : (
          <Button
            variant={plan.is_most_popular ? 'primary' : 'secondary'}
            isFullWidth
            // 'Processing...' is the spec's visible word, so the button is disabled rather than pending (a pending
            // button hides its label under a spinner).
            // The plan the account already has is not bought again: it can only be changed to another.
            isDisabled={model.isUnavailable || isLocked || isProcessing || isCurrent}
            aria-busy={isProcessing || undefined}
            onPress={() => onChoose(plan)}
          >
            {isProcessing
              ? t('billing.processing')
              : isCurrent
                ? t('billing.currentPlanButton')
                : t(model.action === 'subscribe' ? 'billing.subscribeNow' : 'billing.buyNow')}
          </Button>
        )}
      </div>
    </Card>
  );
}
