import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import { IconButton } from '../../../../design-system';
import styles from './media-viewer.module.css';

export interface ViewerPagerProps {
  canGoBack: boolean;
  canGoOn: boolean;
  isRtl: boolean;
  onStep: (step: -1 | 1) => void;
}

/** Previous and next at the picture's sides, the previous at the start (the right in Arabic), pointing outwards. */
export function ViewerPager({ canGoBack, canGoOn, isRtl, onStep }: ViewerPagerProps) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        className={styles.previous}
        variant="secondary"
        aria-label={t('editors.viewer.previous')}
        hasTooltip
        isDisabled={!canGoBack}
        onPress={() => onStep(-1)}
      >
        {isRtl ? <ChevronRight /> : <ChevronLeft />}
      </IconButton>
      <IconButton
        className={styles.next}
        variant="secondary"
        aria-label={t('editors.viewer.next')}
        hasTooltip
        isDisabled={!canGoOn}
        onPress={() => onStep(1)}
      >
        {isRtl ? <ChevronLeft /> : <ChevronRight />}
      </IconButton>
    </>
  );
}
