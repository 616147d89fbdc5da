import { Coins, FlaskConical, Lock } from 'lucide-react';
import { Link as RACLink } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import type { Template } from '@contract/browser';
import { Badge, Link, MediaTile } from '@/design-system';
import { firstRequiredTier } from '@/domain/generation';
import { paths } from '@/domain/paths';
import { usePointsFormat } from './use-points-format';
import styles from './template-card.module.css';

export interface TemplateCardProps {
  template: Template;
}

const scenarioKeys = { text: 'hub.scenario.text', image: 'hub.scenario.image', 'text+image': 'hub.scenario.textImage' } as const;

/** Thumbnails may be short clips; they play muted in a loop, and stay still when motion is reduced. */
const isVideo = (url: string) => /\.(mp4|webm)(\?|$)/i.test(url);

/**
 * One template of the creative hub (spec part 2 §2): its picture, name, category, description, scenario and price.
 * A template the plan allows opens the workshop; a locked one says which plan unlocks it and offers Upgrade Plan.
 */
export function TemplateCard({ template }: TemplateCardProps) {
  const { t } = useTranslation();
  const formatPoints = usePointsFormat();
  const isLocked = !template.is_allowed;
  const tier = firstRequiredTier(template);
  const tierName = tier && t(`account.tiers.${tier}`);
  const descriptionId = `template-${template.template_id}-description`;
  const tile = (
    <MediaTile
      src={template.thumbnail_url}
      mediaType={isVideo(template.thumbnail_url) ? 'video' : 'image'}
      aspectRatio="4 / 3"
      startBadges={
        isLocked && tier ? (
          <Badge size="sm" isSolid icon={<Lock />}>
            {tierName}
          </Badge>
        ) : undefined
      }
      endBadges={
        template.is_experimental ? (
          <Badge size="sm" isSolid variant="warning" icon={<FlaskConical />}>
            {t('hub.experimental')}
          </Badge>
        ) : undefined
      }
    />
  );
  const details = (
    <>
      <h3 className={styles.name}>
        {isLocked ? (
          template.label
        ) : (
          // The link's box is stretched over the whole card (CSS), so the picture and text open the template too.
          <RACLink href={paths.workshop(template.template_id)} className={styles.open} aria-describedby={descriptionId}>
            {template.label}
          </RACLink>
        )}
      </h3>
      <p id={descriptionId} className={styles.description} dir="auto">
        {template.description}
      </p>
      <p className={styles.meta}>
        <span>{t(scenarioKeys[template.scenario])}</span>
        <span className={styles.cost}>
          <Coins aria-hidden="true" size={14} />
          {template.cost === 0 ? t('hub.included') : t('hub.points', { count: template.cost, points: formatPoints(template.cost) })}
        </span>
      </p>
    </>
  );

  if (isLocked) {
    return (
      <article className={styles.card} data-locked="" aria-label={template.label}>
        <div className={styles.lockedTile}>{tile}</div>
        {details}
        <p className={styles.lockNote}>
          <Lock aria-hidden="true" size={14} />
          {tierName ? t('hub.requiresTier', { tier: tierName }) : t('hub.unavailable')}
        </p>
        <Link href={tier ? paths.upgradeTo(tier) : paths.billing} variant="standalone" className={styles.upgrade}>
          {t('hub.upgrade')}
        </Link>
      </article>
    );
  }
  return (
    <article className={styles.card} aria-label={template.label}>
      {tile}
      {details}
    </article>
  );
}
