/**
 * Story `beforeEach` for the design system's stories.
 *
 * - Under the automated test browser it sets `data-reduce-motion` on <html> (see base.css) so spinners, shimmers
 *   and entry animations rest in one frame and screenshots match run after run; in Storybook's own UI designers
 *   still see the motion.
 * - It clears React Aria's live announcements (e.g. a focused Button turning pending) when a story ends: they
 *   point at elements of the finished story, which axe would flag in the next one.
 */
export function prepareStory() {
  const isAutomated = navigator.webdriver;
  if (isAutomated) document.documentElement.dataset.reduceMotion = '';
  return () => {
    if (isAutomated) delete document.documentElement.dataset.reduceMotion;
    clearAnnouncements();
  };
}

/** Empties React Aria's live regions, as its own (private) clearAnnouncer does. */
function clearAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
