import { Volume2, VolumeX } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../../lib/i18n';
import { Tooltip, TooltipTrigger } from '../../../design-system';
import { setSoundMuted, soundStore } from '../../../lib/sounds';
import styles from './icon-control.module.css';

/** Mutes the click sounds; pressed means muted, and the choice is remembered (spec part 1 §1). */
export function MuteToggle() {
  const { t } = useTranslation();
  const { isMuted } = useSnapshot(soundStore);
  return (
    <TooltipTrigger>
      <ToggleButton aria-label={t('shell.muteSounds')} isSelected={isMuted} onChange={setSoundMuted} className={styles.control}>
        {isMuted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      </ToggleButton>
      <Tooltip placement="bottom">{t('shell.muteSounds')}</Tooltip>
    </TooltipTrigger>
  );
}
