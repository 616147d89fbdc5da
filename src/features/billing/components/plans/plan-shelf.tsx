import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { Plan } from '@contract/browser';
import { PlanCard, type PlanCardProps } from './plan-card';
import styles from './plan-shelf.module.css';

export interface PlanShelfProps extends Pick<PlanCardProps, 'salesHref' | 'onChoose'> {
  /** The shelf's heading, e.g. 'Point Packs'. */
  title: string;
  /** The heading's level: 2 for the toggle's plans, 3 inside 'One-Time Purchases'. */
  level: 2 | 3;
  /** Hidden heading: the toggle already names the Individual and Team shelves. @default false */
  isTitleHidden?: boolean;
  plans: readonly Plan[];
  /** A note above the cards, e.g. that seats need a team workspace. */
  note?: ReactNode;
  processingPlanId: string | null;
  highlightedPlanId: string | null;
  currentPlanId: string | null;
}

/** A titled row of plan cards; a shelf with nothing on it is not shown. */
export function PlanShelf({
  title,
  level,
  isTitleHidden = false,
  plans,
  note,
  processingPlanId,
  highlightedPlanId,
  currentPlanId,
  ...card
}: PlanShelfProps) {
  if (plans.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = `plan-shelf-${title.replace(/\s+/g, '-')}`;
  return (
    <section className={styles.shelf} aria-labelledby={id}>
      {isTitleHidden ? (
        <VisuallyHidden elementType={Heading} id={id}>
          {title}
        </VisuallyHidden>
      ) : (
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
      )}
      {note}
      <div className={styles.grid}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            {...card}
            isProcessing={processingPlanId === plan.id}
            isLocked={processingPlanId !== null}
            isHighlighted={highlightedPlanId === plan.id}
            isCurrent={currentPlanId === plan.id}
            headingLevel={level === 2 ? 3 : 4}
          />
        ))}
      </div>
    </section>
  );
}
