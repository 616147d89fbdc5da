import { useState } from 'react';
import { CompareSlider, Segment, SegmentedControl, Switch } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import type { ViewerMedia } from '../media-viewer-types';
import type { VisibleAncestor } from './use-lineage-view';
import styles from './lineage.module.css';

export interface MediaCompareProps {
  parent: VisibleAncestor;
  media: ViewerMedia;
  /** The mask an inpaint run painted, laid over both pictures on request. */
  maskUrl: string | null;
}

type Mode = 'slider' | 'side';

/**
 * A creation beside the picture it was made from, on the stage: a before and after slider (the default), or the
 * two side by side, which suits steps that change the size (outpaint) better. An inpaint's mask can be shown over
 * both, tinted, so what the brush touched is plain.
 */
export function MediaCompare({ parent, media, maskUrl }: MediaCompareProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('slider');
  const [isMaskShown, setMaskShown] = useState(false);
  const picture = (url: string, label: string) => (
    <div className={styles.comparePicture}>
      <img src={url} alt={label} draggable={false} />
      {isMaskShown && maskUrl && <span className={styles.mask} style={{ maskImage: `url("${maskUrl}")` }} aria-hidden="true" />}
    </div>
  );
  const before = picture(parent.generated_url, t('editors.lineage.before'));
  const after = picture(media.generated_url, t('editors.lineage.after'));
  return (
    <div className={styles.compare} data-testid="viewer-compare">
      <div className={styles.compareBar}>
        <SegmentedControl aria-label={t('editors.lineage.compareMode')} size="sm" value={mode} onChange={(value) => setMode(value as Mode)}>
          <Segment value="slider">{t('editors.lineage.modeSlider')}</Segment>
          <Segment value="side">{t('editors.lineage.modeSideBySide')}</Segment>
        </SegmentedControl>
        {maskUrl && (
          <Switch isSelected={isMaskShown} onChange={setMaskShown}>
            {t('editors.lineage.showMask')}
          </Switch>
        )}
      </div>
      {mode === 'slider' ? (
        <CompareSlider className={styles.compareFrame} aria-label={t('editors.lineage.compareLabel')} before={before} after={after} />
      ) : (
        <div className={styles.sideBySide}>
          <figure className={styles.figure}>
            {before}
            <figcaption>{t('editors.lineage.before')}</figcaption>
          </figure>
          <figure className={styles.figure}>
            {after}
            <figcaption>{t('editors.lineage.after')}</figcaption>
          </figure>
        </div>
      )}
    </div>
  );
}
