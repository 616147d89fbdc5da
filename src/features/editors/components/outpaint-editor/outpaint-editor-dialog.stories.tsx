import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editorStage, prepareStory, sampleImage } from '@stories/kit';
import { OutpaintEditorDialog } from './outpaint-editor-dialog';

type Context = Parameters<NonNullable<Story['play']>>[0];

const meta = {
  title: 'Features/Editors/Outpaint Editor Dialog',
  component: OutpaintEditorDialog,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { image: { url: sampleImage(140, 512, 384) }, onApply: fn(), onCancel: fn() },
} satisfies Meta<typeof OutpaintEditorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const button = (name: string) => screen().getByRole('button', { name });
const top = (name: string) => button(name).getBoundingClientRect().top;
const readout = () => screen().getByTestId('outpaint-size');

const ready = () => editorStage('outpaint-stage');

/** Cancel and Apply stand on one line: the footer has not wrapped. */
async function expectFooterOnOneLine(cancel: string, apply: string) {
  await expect(top(apply)).toBe(top(cancel));
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Drags the right handle outwards by dx screen pixels; the handle sits mid-height on the image's right edge. */
async function dragRightHandle(stage: HTMLElement, imageWidth: number, imageHeight: number, dx: number) {
  const box = stage.getBoundingClientRect();
  const margin = 128;
  const scale = Math.min(1, (box.width - 32) / (imageWidth + margin * 2), (box.height - 32) / (imageHeight + margin * 2));
  const x = box.left + box.width / 2 + (imageWidth / 2) * scale;
  const y = box.top + box.height / 2;
  const init = { pointerId: 3, pointerType: 'mouse', isPrimary: true, bubbles: true, button: 0 };
  stage.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1, clientX: x, clientY: y }));
  for (let step = 1; step <= 4; step += 1) {
    stage.dispatchEvent(new PointerEvent('pointermove', { ...init, buttons: 1, clientX: x + (dx * step) / 4, clientY: y }));
    await nextFrame();
  }
  stage.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, clientX: x + dx, clientY: y }));
  await nextFrame();
  return scale;
}

export const Default: Story = {
  play: async () => {
    await ready();
    await expect(readout()).toHaveTextContent('512 × 384 px');
    await expect(button('Apply Settings')).toBeDisabled();
    await expect(button('Narrower by 64 pixels')).toBeDisabled();
    await expect(button('Reset')).toBeDisabled();
  },
};

/** A step adds 32 to both opposite sides. */
export const Stepped: Story = {
  play: async ({ args }: Context) => {
    await ready();
    await userEvent.click(button('Wider by 64 pixels'));
    await userEvent.click(button('Wider by 64 pixels'));
    await userEvent.click(button('Taller by 64 pixels'));
    await expect(readout()).toHaveTextContent('640 × 448 px');
    await expect(button('Reset')).toBeEnabled();
    await userEvent.click(button('Apply Settings'));
    await expect(args.onApply).toHaveBeenCalledWith({ sides: { top: 32, right: 64, bottom: 32, left: 64 }, isAutoExpand: false });
  },
};

/** A handle moves one side in whole 64 px grid cells. */
export const DraggedHandle: Story = {
  play: async ({ args }: Context) => {
    const stage = await ready();
    const scale = await dragRightHandle(stage, 512, 384, 130);
    const cells = Math.round(130 / scale / 64);
    await expect(readout()).toHaveTextContent(`${512 + cells * 64} × 384 px`);
    await userEvent.click(button('Apply Settings'));
    await expect(args.onApply).toHaveBeenCalledWith({ sides: { top: 0, right: cells * 64, bottom: 0, left: 0 }, isAutoExpand: false });
  },
};

/** Undo takes back a whole drag at once, and a step; Redo brings them back. */
export const Undone: Story = {
  play: async () => {
    const stage = await ready();
    await expect(button('Undo')).toBeDisabled();
    const scale = await dragRightHandle(stage, 512, 384, 130);
    const dragged = `${512 + Math.round(130 / scale / 64) * 64} × 384 px`;
    await expect(readout()).toHaveTextContent(dragged);
    await userEvent.click(button('Taller by 64 pixels'));
    await userEvent.click(button('Undo'));
    await expect(readout()).toHaveTextContent(dragged);
    await userEvent.click(button('Undo'));
    await expect(readout()).toHaveTextContent('512 × 384 px');
    await expect(button('Undo')).toBeDisabled();
    await userEvent.click(button('Redo'));
    await expect(readout()).toHaveTextContent(dragged);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(readout()).toHaveTextContent(dragged.replace('384', '448'));
  },
};

export const AtTheLimit: Story = {
  args: { image: { url: sampleImage(20, 1024, 1024) }, initialSides: { top: 0, right: 512, bottom: 0, left: 512 } },
  play: async () => {
    await ready();
    await expect(readout()).toHaveTextContent('2048 × 1024 px');
    await expect(button('Wider by 64 pixels')).toBeDisabled();
    await expect(button('Taller by 64 pixels')).toBeEnabled();
    await expect(screen().getByText('At most 2048 pixels wide and high.')).toBeInTheDocument();
  },
};

export const AutoExpandWithPrompt: Story = {
  args: { prompt: 'a lighthouse at dusk', initialSides: { top: 0, right: 128, bottom: 0, left: 0 } },
  play: async ({ args }: Context) => {
    await ready();
    await userEvent.click(screen().getByRole('switch', { name: 'Auto-expand' }));
    const confirm = await screen().findByRole('alertdialog');
    await waitFor(() => expect(within(confirm).getByText('Ignore the prompt?')).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ignore prompt' }));
    await waitFor(() => expect(screen().getByRole('switch', { name: 'Auto-expand' })).toBeChecked());
    // The picture is of the editor once the confirmation has gone, not of it fading out over a loaded machine.
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(button('Apply & Generate'));
    await expect(args.onApply).toHaveBeenCalledWith({ sides: { top: 0, right: 128, bottom: 0, left: 0 }, isAutoExpand: true });
  },
};

export const AutoExpandWithoutPrompt: Story = {
  play: async () => {
    await ready();
    await userEvent.click(screen().getByRole('switch', { name: 'Auto-expand' }));
    await expect(screen().queryByRole('alertdialog')).toBeNull();
    await expect(button('Apply & Generate')).toBeDisabled();
  },
};

export const LoadFailure: Story = {
  args: { image: { url: 'data:image/png;base64,AAAA' } },
  play: async () => {
    const message = await screen().findByText('Could not load the image dimensions.');
    await waitFor(() => expect(message).toBeVisible());
    await expect(button('Apply Settings')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { initialSides: { top: 64, right: 0, bottom: 0, left: 128 } },
  play: async () => {
    await ready();
    await expect(screen().getByRole('button', { name: 'تطبيق الإعدادات' })).toBeEnabled();
    await expectFooterOnOneLine('إلغاء', 'تطبيق الإعدادات');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initialSides: { top: 32, right: 64, bottom: 32, left: 64 } },
  play: async () => {
    await ready();
    await expect(readout()).toHaveTextContent('640 × 448 px');
    await expectFooterOnOneLine('Cancel', 'Apply Settings');
  },
};

/** A phone in Arabic: the steps, the history, the toggle and the footer mirror; the picture and its handles do not. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  args: { initialSides: { top: 32, right: 64, bottom: 32, left: 64 } },
  play: async () => {
    await ready();
    await expect(readout()).toHaveTextContent('640 × 448');
    await expect(screen().getByRole('button', { name: 'تطبيق الإعدادات' })).toBeEnabled();
    await expectFooterOnOneLine('إلغاء', 'تطبيق الإعدادات');
  },
};
