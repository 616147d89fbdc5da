import { useTranslation } from '@/lib/i18n';
import type { Plan } from '@contract/browser';
import { Segment, SegmentedControl } from '@/design-system';
import { groupPlans } from '../../rules/plan-groups';
import type { PlanView } from '../../rules/upgrade-target';
import { PlanShelf } from './plan-shelf';
import styles from './plan-selection.module.css';

export interface PlanSelectionProps {
  plans: readonly Plan[];
  /** Individual or Team subscriptions. */
  view: PlanView;
  onViewChange: (view: PlanView) => void;
  onChoose: (plan: Plan) => void;
  /** Where Contact Sales leads. */
  salesHref: string | null;
  /** The plan whose purchase is starting, if any. */
  processingPlanId?: string | null;
  /** The plan an Upgrade Plan link asked for. */
  highlightedPlanId?: string | null;
  /** The user's current subscription. */
  currentPlanId?: string | null;
  /** Seats go to a team: in the personal workspace the team plans and seat packs say so. @default false */
  isTeamWorkspace?: boolean;
}

/**
 * The plans of /billing (spec part 1 §2): the Individual/Team toggle over the subscriptions, then 'One-Time
 * Purchases' with 'Point Packs' and 'Seat Packs', each shelf grouped and sorted by the spec's rules (§4, §9).
 */
export function PlanSelection({
  plans,
  view,
  onViewChange,
  processingPlanId = null,
  highlightedPlanId = null,
  currentPlanId = null,
  isTeamWorkspace = false,
  ...card
}: PlanSelectionProps) {
  const { t } = useTranslation();
  const groups = groupPlans(plans);
  const shared = { ...card, processingPlanId, highlightedPlanId, currentPlanId };
  const seatsNote = isTeamWorkspace ? undefined : <p className={styles.note}>{t('billing.seatsNeedTeam')}</p>;
  const hasOneTime = groups.pointPacks.length > 0 || groups.seatPacks.length > 0;
  return (
    <div className={styles.selection}>
      <SegmentedControl
        aria-label={t('billing.planKind')}
        value={view}
        onChange={(next) => {
          if (next === 'individual' || next === 'team') onViewChange(next);
        }}
        className={styles.toggle}
      >
        <Segment value="individual">{t('billing.individualPlans')}</Segment>
        <Segment value="team">{t('billing.teamPlans')}</Segment>
      </SegmentedControl>
      {view === 'individual' ? (
        <PlanShelf title={t('billing.individualPlans')} level={2} isTitleHidden plans={groups.individual} {...shared} />
      ) : (
        <PlanShelf title={t('billing.teamPlans')} level={2} isTitleHidden plans={groups.team} note={seatsNote} {...shared} />
      )}
      {hasOneTime && (
        <section className={styles.oneTime} aria-labelledby="billing-one-time">
          <h2 id="billing-one-time" className={styles.oneTimeTitle}>
            {t('billing.oneTimePurchases')}
          </h2>
          <PlanShelf title={t('billing.pointPacks')} level={3} plans={groups.pointPacks} {...shared} />
          <PlanShelf title={t('billing.seatPacks')} level={3} plans={groups.seatPacks} note={seatsNote} {...shared} />
        </section>
      )}
    </div>
  );
}
