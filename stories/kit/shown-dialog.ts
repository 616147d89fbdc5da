import { expect, waitFor, within } from 'storybook/test';

/**
 * Finds a dialog by its name and waits until it shows: dialogs fade in from no opacity, and under load a check made
 * on the first frame found them hidden (as `shownToast` waits for a toast).
 */
export async function shownDialog(name?: string | RegExp, options?: { timeout?: number }): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name }, options);
  await waitFor(() => expect(dialog).toBeVisible(), options);
  return dialog;
}
