import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton } from '@/design-system';
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
  const [Start, End] = isRtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const buttons = [
    { step: -1, className: styles.previous, label: t('editors.viewer.previous'), isEnabled: canGoBack, Icon: Start },
    { step: 1, className: styles.next, label: t('editors.viewer.next'), isEnabled: canGoOn, Icon: End },
  ] as const;
  return buttons.map(({ step, className, label, isEnabled, Icon }) => (
    <IconButton
      key={step}
      className={className}
      variant="secondary"
      aria-label={label}
      hasTooltip
      isDisabled={!isEnabled}
      onPress={() => onStep(step)}
    >
      <Icon />
    </IconButton>
  ));
}
