/**
 * Story globals choosing a whole-page viewport of .storybook/viewports.ts, for screens longer than a window (the
 * picture then shows all of it).
 */
export const desktopFullPage = { viewport: { value: 'desktopFullPage' } };
export const phoneFullPage = { viewport: { value: 'phoneFullPage', isRotated: false } };
export const desktopTallWindow = { viewport: { value: 'desktopTallWindow' } };
export const desktopLongPage = { viewport: { value: 'desktopLongPage' } };
export const phoneLongPage = { viewport: { value: 'phoneLongPage', isRotated: false } };
