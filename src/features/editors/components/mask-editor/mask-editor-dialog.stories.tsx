import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drag, editorStage, prepareStory, sampleImage } from '@stories/kit';
import { undoLimit } from '../../engine/history';
import { MaskEditorDialog } from './mask-editor-dialog';

type Context = Parameters<NonNullable<Story['play']>>[0];

const meta = {
  title: 'Features/Editors/Mask Editor Dialog',
  component: MaskEditorDialog,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { image: { url: sampleImage(200, 640, 480) }, onApply: fn(), onCancel: fn() },
} satisfies Meta<typeof MaskEditorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
/** Waits until the image is drawn and fitted, so screenshots and strokes see the canvas. */
const ready = () => editorStage('mask-stage');

async function paint(dx: number, dy: number) {
  await drag(await ready(), { dx, dy });
}

/** The dialog fades in; its text counts as visible once the entry animation has begun. */
const visible = async (text: string) => {
  const element = await screen().findByText(text);
  await waitFor(() => expect(element).toBeVisible());
};

const button = (name: string) => screen().getByRole('button', { name });

export const Empty: Story = {
  play: async () => {
    await ready();
    await expect(button('Undo')).toBeDisabled();
    await expect(button('Clear')).toBeDisabled();
    await expect(screen().getByRole('slider', { name: 'Brush size' })).toHaveValue('40');
  },
};

export const Drawn: Story = {
  play: async () => {
    await paint(160, 60);
    await expect(button('Undo')).toBeEnabled();
    await expect(button('Clear')).toBeEnabled();
  },
};

/** The PNG is the image's own size, white where painted and black elsewhere. */
export const AppliesMaskAtImageSize: Story = {
  // The check is the PNG's pixels; the screen after Apply shows a button whose pending state a loaded machine catches at different frames.
  parameters: { screenshot: false },
  play: async ({ args }: Context) => {
    await paint(120, 0);
    // The stroke is in the mask's history before Apply is pressed, however late a loaded machine handles the pointer.
    await waitFor(() => expect(button('Undo')).toBeEnabled());
    await userEvent.click(button('Apply Mask'));
    await waitFor(() => {
      // A notice instead of the call (nothing painted, export failed) names itself when this fails.
      expect(screen().queryByRole('alert')).toBeNull();
      expect(args.onApply).toHaveBeenCalledTimes(1);
    });
    const [{ png }] = (args.onApply as ReturnType<typeof fn>).mock.calls[0] as [{ png: Blob }];
    const bitmap = await createImageBitmap(png);
    await expect([bitmap.width, bitmap.height]).toEqual([640, 480]);
    const canvas = new OffscreenCanvas(640, 480);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    await expect(Array.from(context.getImageData(320, 240, 1, 1).data)).toEqual([255, 255, 255, 255]);
    await expect(Array.from(context.getImageData(5, 5, 1, 1).data)).toEqual([0, 0, 0, 255]);
  },
};

export const ApplyNeedsPaint: Story = {
  play: async ({ args }: Context) => {
    await ready();
    await userEvent.click(button('Apply Mask'));
    await visible('Paint over the area you want to change first.');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Eraser: Story = {
  play: async () => {
    await paint(160, 0);
    await userEvent.click(screen().getByRole('radio', { name: 'Eraser' }));
    await paint(0, 120);
    await expect(screen().getByRole('radio', { name: 'Eraser' })).toBeChecked();
  },
};

export const RectangleAndCircle: Story = {
  play: async () => {
    await userEvent.click(screen().getByRole('radio', { name: 'Rectangle' }));
    await paint(120, 80);
    await userEvent.click(screen().getByRole('radio', { name: 'Circle' }));
    await paint(-140, -100);
    await expect(button('Undo')).toBeEnabled();
  },
};

export const Inverted: Story = {
  play: async () => {
    await paint(160, 40);
    await userEvent.click(button('Invert'));
    await expect(button('Undo')).toBeEnabled();
  },
};

/** After more strokes than the history keeps, undo stops at the limit. */
export const UndoAtLimit: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const element = await ready();
    for (let index = 0; index < undoLimit + 2; index += 1) await drag(element, { dx: 10 + index, dy: 0, steps: 1 });
    let undone = 0;
    while (!button('Undo').hasAttribute('disabled') && undone < 100) {
      await userEvent.click(button('Undo'));
      undone += 1;
    }
    await expect(undone).toBe(undoLimit);
    await expect(button('Clear')).toBeEnabled();
  },
};

export const Keyboard: Story = {
  play: async () => {
    await ready();
    await userEvent.keyboard('r');
    await expect(screen().getByRole('radio', { name: 'Rectangle' })).toBeChecked();
    await userEvent.keyboard('b]]');
    await expect(screen().getByRole('slider', { name: 'Brush size' })).toHaveValue('60');
    await paint(80, 0);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(button('Undo')).toBeDisabled();
  },
};

export const LoadFailure: Story = {
  args: { image: { url: 'data:image/png;base64,AAAA' } },
  play: async () => {
    await visible('Could not load the image dimensions.');
    await expect(button('Apply Mask')).toBeDisabled();
  },
};

export const NoImage: Story = {
  args: { image: null },
  play: async () => {
    await visible('No base image found to start inpainting.');
  },
};

export const Video: Story = {
  args: { image: { url: sampleImage(30), type: 'video' } },
  play: async () => {
    await visible('Inpainting is not yet supported for videos.');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await paint(160, 60);
    await expect(screen().getByRole('button', { name: 'تطبيق القناع' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await drag(await ready(), { dx: 80, dy: 40, pointerType: 'touch' });
    await expect(button('Undo')).toBeEnabled();
  },
};

/** A phone in Arabic: the chrome mirrors, the picture does not, and a finger paints. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await drag(await ready(), { dx: 80, dy: 40, pointerType: 'touch' });
    await expect(screen().getByRole('button', { name: 'تطبيق القناع' })).toBeEnabled();
  },
};
