/** The widths designers review: phone (SCREENS.md: 390 x 844), landscape phone, tablet and desktop. */
export const viewports = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phoneLandscape: { name: 'Phone landscape', styles: { width: '844px', height: '390px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  /**
   * A phone's width, tall enough for a long page (pictures paint only what fits the viewport). Viewports must be
   * listed here: the story test runner does not read a story's own viewport options.
   */
  phoneFullPage: { name: 'Phone, whole page', styles: { width: '390px', height: '3800px' }, type: 'mobile' },
} as const;
