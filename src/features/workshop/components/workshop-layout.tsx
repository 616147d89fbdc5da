import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Splitter } from '@/design-system';
import { useMediaQuery } from '@/lib/hooks';
import { readStored, writeStored } from '@/lib/storage';
import styles from './workshop.module.css';

/** The panel's share of the width, kept across reloads (spec part 2 §9: it starts near 31%). */
const panelSizeKey = 'workshopPanelSize';
const defaultPanelShare = 0.31;
const phoneQuery = '(max-width: 767px)';

function storedShare(): number {
  const share = Number(readStored('local', panelSizeKey));
  return Number.isFinite(share) && share > 0.1 && share < 0.9 ? share : defaultPanelShare;
}

/**
 * Desktop: the panel beside the results with a draggable splitter, the panel at least 400 px. Phone: the panel
 * above the results with a vertical resizer. Arabic mirrors both (the splitter uses logical sides).
 */
export function WorkshopLayout({ panel, results }: { panel: ReactNode; results: ReactNode }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(phoneQuery);
  return (
    <Splitter
      key={isPhone ? 'phone' : 'desktop'}
      className={styles.layout}
      orientation={isPhone ? 'vertical' : 'horizontal'}
      defaultSize={isPhone ? 0.6 : storedShare()}
      minSizes={isPhone ? [200, 160] : [400, 320]}
      onSizeChangeEnd={(share) => !isPhone && writeStored('local', panelSizeKey, String(share))}
      separatorLabel={t('workshop.layout.resize')}
    >
      <div className={styles.panelPane}>{panel}</div>
      <div className={styles.resultsPane}>{results}</div>
    </Splitter>
  );
}
