import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import { useScheduled } from '@/lib/hooks';
import { copiedFeedbackMs, type ViewerMedia } from './media-viewer-types';
import styles from './media-panel.module.css';

export interface MediaDetailsProps {
  media: ViewerMedia;
  /** The template's name when known, else its id is shown. */
  templateLabel?: string | undefined;
}

/** Prompt (with copy), name, seed, template, size and date of a creation. */
export function MediaDetails({ media, templateLabel }: MediaDetailsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const schedule = useScheduled();
  const [isCopied, setCopied] = useState(false);
  const promptId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(media.prompt_text);
      setCopied(true);
      schedule(() => setCopied(false), copiedFeedbackMs);
    } catch {
      // Without clipboard permission nothing is copied, and the button says nothing it did not do.
    }
  };
  const created = new Date(media.creation_date);
  const date = Number.isNaN(created.getTime())
    ? '—'
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(created);
  return (
    <>
      <section className={styles.promptBlock} aria-labelledby={promptId}>
        <div className={styles.promptRow}>
          <h3 id={promptId} className={styles.term}>
            {t('editors.viewer.prompt')}
          </h3>
          <Button variant="ghost" size="sm" onPress={() => void copy()} isDisabled={!media.prompt_text}>
            {isCopied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
            {isCopied ? t('editors.viewer.copied') : t('editors.viewer.copyPrompt')}
          </Button>
        </div>
        <p className={styles.prompt} dir={media.prompt_text ? 'auto' : undefined}>
          {media.prompt_text || t('editors.viewer.noPrompt')}
        </p>
      </section>
      <dl className={styles.facts}>
        {media.name ? (
          <div className={styles.fact}>
            <dt>{t('editors.viewer.name')}</dt>
            <dd dir="auto">{media.name}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('editors.viewer.template')}</dt>
          <dd dir="auto">{templateLabel ?? media.template_id ?? '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('editors.viewer.size')}</dt>
          <dd>{t('editors.outpaint.size', { width: media.width, height: media.height })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('editors.viewer.seed')}</dt>
          <dd>{media.seed ?? '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('editors.viewer.date')}</dt>
          <dd>{date}</dd>
        </div>
      </dl>
    </>
  );
}
