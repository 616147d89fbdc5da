import { FileText, X } from 'lucide-react';
import type { GenerationSettings } from '@contract/browser';
import { Button, IconButton } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import styles from './settings-offer.module.css';

export interface SettingsOfferProps {
  settings: GenerationSettings;
  /** Fills the form from the settings; the offer then goes. */
  onUse: () => void;
  onDismiss: () => void;
}

/**
 * Under an uploaded image that says how it was made (a PNG from this studio or another tool): what it carries,
 * and a button that fills the prompt, seed and negative prompt from it. Nothing is filled without the press:
 * the user may have typed a prompt already.
 */
export function SettingsOffer({ settings, onUse, onDismiss }: SettingsOfferProps) {
  const { t } = useTranslation();
  const seed = settings.seed !== null ? t('workshop.settingsOffer.seed', { seed: settings.seed }) : null;
  // Width by height reads left to right in Arabic too: isolated, or the page's direction would swap the numbers.
  const size = settings.width !== null && settings.height !== null ? `${settings.width} × ${settings.height}` : null;
  return (
    <section className={styles.offer} aria-labelledby="settings-offer-title">
      <FileText aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>
        <p id="settings-offer-title" className={styles.title}>
          {t('workshop.settingsOffer.title')}
        </p>
        {settings.prompt && (
          <p className={styles.prompt} dir="auto">
            {settings.prompt}
          </p>
        )}
        {(seed || size) && (
          <p className={styles.facts}>
            {seed && <bdi>{seed}</bdi>}
            {seed && size && ' · '}
            {size && <bdi dir="ltr">{size}</bdi>}
          </p>
        )}
        <Button size="sm" variant="secondary" onPress={onUse}>
          {t('workshop.settingsOffer.use')}
        </Button>
      </div>
      <IconButton aria-label={t('workshop.settingsOffer.dismiss')} size="sm" variant="ghost" onPress={onDismiss}>
        <X />
      </IconButton>
    </section>
  );
}
