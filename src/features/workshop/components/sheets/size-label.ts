import type { TFunction } from '@/lib/i18n';
import type { Dimension } from '@contract/browser';

/** '1024 × 768', or Auto for 0 × 0 (spec part 2 §3). Figures stay left to right in Arabic. */
export function sizeLabel(t: TFunction, size: Pick<Dimension, 'width' | 'height'>): string {
  if (size.width === 0 && size.height === 0) return t('workshop.dimensions.auto');
  return `\u2066${size.width} × ${size.height}\u2069`;
}
