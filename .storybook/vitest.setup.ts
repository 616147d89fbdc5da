import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { setInteractionModality } from 'react-aria';
import { page } from 'vitest/browser';
import { toastQueue } from '@/design-system/toast';
import { ruleOutVirtualKeyboard } from './keyboard-guess';
import { unhandledApiRequests } from './msw';

// findBy and waitFor give up after one second by default. Under CI's load (two story workers on two
// cores) a screen's first query and render can take longer than that, and the story failed on time, not on
// behaviour; a failing check still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });

ruleOutVirtualKeyboard();

// Story files share one page (isolate: false), so nothing an earlier story did may reach the next: no toasts
// left queued, and the interaction modality set as if the user had clicked. Focus rings follow the modality; a
// story shows one by using the keyboard itself, never because the story before it did.
beforeEach(() => {
  unhandledApiRequests.length = 0;
  toastQueue.clear();
  setInteractionModality('pointer');
});

// Every story is a visual regression test: its rendered root (or the whole page for fullscreen stories, whose
// dialogs and toasts sit in portals) must match the committed baseline in __screenshots__/.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if (unhandledApiRequests.length > 0) {
    throw new Error(`The story made API requests it did not mock: ${unhandledApiRequests.join(', ')}`);
  }
  const story = (context as unknown as { story?: { parameters?: { layout?: string; screenshot?: boolean } } }).story;
  if (story?.parameters?.screenshot === false) return;
  await document.fonts.ready;
  // A transition still running (a switch's thumb, a control's fade) would be caught half-way and differ by a few
  // pixels from run to run; endless ones (spinners, shimmer) are part of the picture and are not waited for.
  const settling = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  const isFullscreen = story?.parameters?.layout === 'fullscreen';
  // Screens are reviewed for their content, not for where the last click left focus; a focus ring there would
  // depend on the interaction modality earlier stories left behind. Blurring alone is not enough: a modal's focus
  // scope puts focus back on its element in the next animation frame, so whether the ring showed depended on
  // whether that frame came before the screenshot (a CI run under load caught the comparison slider without it).
  // With the pointer's modality, focus may come back but its ring does not.
  if (isFullscreen) {
    setInteractionModality('pointer');
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }
  const target = isFullscreen ? document.body : document.querySelector<HTMLElement>('[data-story-root]');
  if (!target) throw new Error('The story rendered no root element to screenshot.');
  await expect.element(page.elementLocator(target)).toMatchScreenshot();
});
