import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, Link, Tooltip, TooltipTrigger } from '@/design-system';
import { paths } from '@/domain/paths';
import { shortcutModifier } from '@/lib/keyboard';
import type { GenerateState } from '../use-generate';
import styles from './panel.module.css';

/**
 * The generate button (spec part 2 §5): 'Upgrade Plan' (to /billing, on the plan that unlocks the template) when the plan cannot run the template,
 * 'Generate (Included)' at no cost, else 'Generate (N Points)'. When a run may not start it is disabled and says
 * why, right under it, so the reason is read with the button.
 */
export function GenerateButton({ generate }: { generate: GenerateState }) {
  const { t } = useTranslation();
  const { model, blocker, blockerValues, isPending, runError, upgradeTier } = generate;
  if (model.kind === 'upgrade') {
    return (
      <div className={styles.generate}>
        <Link href={upgradeTier ? paths.upgradeTo(upgradeTier) : paths.billing} variant="button" className={styles.generateButton}>
          {t('workshop.generate.upgrade')}
        </Link>
        <p className={styles.reason}>{t('generation.errors.planUnavailable')}</p>
      </div>
    );
  }
  const label =
    model.kind === 'included'
      ? t('workshop.generate.included')
      : t('workshop.generate.points', { count: model.points, points: model.points });
  const modifier = shortcutModifier();
  return (
    <div className={styles.generate}>
      <TooltipTrigger>
        <Button
          variant="primary"
          size="lg"
          isFullWidth
          isDisabled={blocker !== null}
          isPending={isPending}
          onPress={() => void generate.generate()}
          aria-describedby={blocker ? 'generate-reason' : undefined}
          data-testid="generate-button"
        >
          <Sparkles aria-hidden="true" size={18} />
          {label}
        </Button>
        <Tooltip>{t(`workshop.generate.shortcut.${modifier}`)}</Tooltip>
      </TooltipTrigger>
      {blocker && (
        <p id="generate-reason" className={styles.reason}>
          {t(blocker, blockerValues)}
          {blocker === 'generation.errors.insufficientPoints' && (
            <>
              {' '}
              <Link href={paths.billing}>{t('workshop.generate.topUp')}</Link>
            </>
          )}
        </p>
      )}
      {runError && !blocker && (
        <p role="alert" className={styles.runError}>
          {runError}
        </p>
      )}
    </div>
  );
}
