import { expect, waitFor, within } from 'storybook/test';
import { toastQueue } from '@/design-system';

/**
 * Waits for a toast to show and holds its five-second timer first, so neither the checks after it nor the
 * screenshot taken after the story lose it on a slow machine. (Its entry animation runs for a frame even with
 * motion reduced, so visibility is waited for.)
 */
export async function shownToast(text: string): Promise<HTMLElement> {
  const message = await within(document.body).findByText(text);
  toastQueue.pauseAll();
  await waitFor(() => expect(message).toBeVisible());
  return message;
}
