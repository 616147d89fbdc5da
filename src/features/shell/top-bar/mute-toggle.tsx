import { Volume2, VolumeX } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Tooltip, TooltipTrigger } from '@/design-system';
import { setSoundMuted, useSoundMuted } from '@/lib/sounds';
import styles from './icon-control.module.css';

/**
 * Mutes the click sounds; pressed means muted, and the choice is remembered (spec part 1 §1). A button with
 * aria-pressed rather than React Aria's ToggleButton: that module brings ToggleButtonGroup's toolbar and focus
 * management (about 5 kB gzip) into every signed-in screen's first load.
 */
export function MuteToggle() {
  const { t } = useTranslation();
  const isMuted = useSoundMuted();
  return (
    <TooltipTrigger>
      <Button aria-label={t('shell.muteSounds')} aria-pressed={isMuted} onPress={() => setSoundMuted(!isMuted)} className={styles.control}>
        {isMuted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
      </Button>
      <Tooltip placement="bottom">{t('shell.muteSounds')}</Tooltip>
    </TooltipTrigger>
  );
}
