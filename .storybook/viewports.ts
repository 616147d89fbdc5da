/** The widths designers review: phone (SCREENS.md: 390 x 844), landscape phone, tablet and desktop. */
export const viewports = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  /* The narrowest phone the layout supports (the first iPhone SE's width). */
  smallPhone: { name: 'Small phone', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phoneLandscape: { name: 'Phone landscape', styles: { width: '844px', height: '390px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  /*
   * Whole-page viewports. A picture paints only what fits the viewport, and a long screen (the plans, an open
   * account section) runs past a window; these keep a reviewed width but are tall enough for the whole page, as a
   * user sees it by scrolling. Some screens stretch to the viewport, so a taller one only adds empty space to their
   * pictures: raise a height when a page outgrows it. Every viewport lives here: a story's own viewport options
   * were not always applied, and an unknown name silently falls back to 1200 x 900 (billing pictures were cut at
   * 900 px). The desktop one is 1200 wide, the width every desktop screen picture is made at.
   */
  desktopFullPage: { name: 'Desktop, whole page', styles: { width: '1200px', height: '1600px' }, type: 'desktop' },
  phoneFullPage: { name: 'Phone, whole page', styles: { width: '390px', height: '2600px' }, type: 'mobile' },
  /*
   * A window a little taller than the default, for screens that stretch to the window (a min-height of 100dvh)
   * and run just past 900 px (the sign-up form with its error): a whole-page viewport would add empty space.
   */
  desktopTallWindow: { name: 'Desktop, tall window', styles: { width: '1200px', height: '1000px' }, type: 'desktop' },
  /*
   * Taller still, for the longest screens (the creative hub's catalog: about 2400 px on a desktop, 2716 px on a
   * phone). Kept apart from the ones above so the screens that stretch to those do not gain empty space.
   */
  desktopLongPage: { name: 'Desktop, long whole page', styles: { width: '1200px', height: '2400px' }, type: 'desktop' },
  phoneLongPage: { name: 'Phone, long whole page', styles: { width: '390px', height: '2720px' }, type: 'mobile' },
} as const;
