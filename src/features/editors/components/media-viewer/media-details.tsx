import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from '../../../../lib/i18n';
import { Button } from '../../../../design-system';
import { useScheduled } from '../../../../lib/hooks';
import { copiedFeedbackMs, type ViewerMedia } from './media-viewer-types';
import styles from './media-viewer.module.css';

export interface MediaDetailsProps {
  media: ViewerMedia;
  /** The template's name when known, else its id is shown. */
  templateLabel?: string | undefined;
}

/** Prompt (with copy), seed, template, size and date of a creation. */
export function MediaDetails({ media, templateLabel }: MediaDetailsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const schedule = useScheduled();
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(media.prompt_text);
      setCopied(true);
      schedule(() => setCopied(false), copiedFeedbackMs);
    } catch {
      // Without clipboard permission nothing is copied, and the button says nothing it did not do.
    }
  };
  const date = media.creation_date
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(media.creation_date))
    : '—';
  return (
    <div className={styles.details}>
      <div className={styles.promptRow}>
        <h3 className={styles.term}>{t('editors.viewer.prompt')}</h3>
        <Button variant="ghost" size="sm" onPress={() => void copy()} isDisabled={!media.prompt_text}>
          {isCopied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
          {isCopied ? t('editors.viewer.copied') : t('editors.viewer.copyPrompt')}
        </Button>
      </div>
      <p className={styles.prompt} dir={media.prompt_text ? 'auto' : undefined}>
        {media.prompt_text || t('editors.viewer.noPrompt')}
      </p>
      <dl className={styles.facts}>
        {media.name ? (
          <>
            <dt>{t('editors.viewer.name')}</dt>
            <dd dir="auto">{media.name}</dd>
          </>
        ) : null}
        <dt>{t('editors.viewer.seed')}</dt>
        <dd>{media.seed ?? '—'}</dd>
        <dt>{t('editors.viewer.template')}</dt>
        <dd dir="auto">{templateLabel ?? media.template_id ?? '—'}</dd>
        <dt>{t('editors.viewer.size')}</dt>
        <dd>{t('editors.outpaint.size', { width: media.width, height: media.height })}</dd>
        <dt>{t('editors.viewer.date')}</dt>
        <dd>{date}</dd>
      </dl>
    </div>
  );
}
