import { Maximize2, Minimize2, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton } from '@/design-system';
import styles from './media-viewer.module.css';

export interface ViewerTopBarProps {
  /** "3 of 24", as the list knows it. */
  position: string;
  isFullScreen: boolean;
  onToggleFullScreen: () => void;
}

/** Over the picture's head: where the viewer is in its list, the full-screen toggle and close. */
export function ViewerTopBar({ position, isFullScreen, onToggleFullScreen }: ViewerTopBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.topBar}>
      <span className={styles.position} aria-live="polite">
        {position}
      </span>
      <div className={styles.topActions}>
        <IconButton
          aria-label={isFullScreen ? t('editors.viewer.exitFullScreen') : t('editors.viewer.fullScreen')}
          hasTooltip
          tooltipPlacement="bottom"
          onPress={onToggleFullScreen}
        >
          {isFullScreen ? <Minimize2 /> : <Maximize2 />}
        </IconButton>
        <IconButton slot="close" aria-label={t('designSystem.close')} hasTooltip tooltipPlacement="bottom">
          <X />
        </IconButton>
      </div>
    </div>
  );
}
