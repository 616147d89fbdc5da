import { expect, waitFor, within } from 'storybook/test';

/**
 * Finds an editor's Konva stage and waits until a pointer lands where it points: the canvas is drawn at the
 * element's own size (the first resize has fitted the view; until then the view is the one measured at mount, which a
 * loaded machine can take mid-layout) and the dialog has stopped scaling in.
 */
export async function editorStage(testId: string): Promise<HTMLElement> {
  const element = await within(document.body).findByTestId(testId);
  await waitFor(() => {
    const canvas = element.querySelector('canvas');
    expect(canvas).not.toBeNull();
    expect(canvas!.style.width).toBe(`${element.clientWidth}px`);
    expect(canvas!.style.height).toBe(`${element.clientHeight}px`);
  });
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  return element;
}
