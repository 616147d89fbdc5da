import { vibrate } from '@/lib/haptics';
import { playClick } from '@/lib/sounds';

/** The click and the short 20 ms pulse that confirm a press on a primary navigation entry. */
export function giveNavigationFeedback(): void {
  playClick();
  vibrate('light');
}
