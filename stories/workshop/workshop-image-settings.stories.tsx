import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { arabic, body, phone, workshopScreenMeta } from './workshop-story-kit';

/**
 * An uploaded PNG that says how it was made (this studio's downloads, other tools' files): the workshop offers to
 * fill its prompt and settings from it, and fills nothing without the press.
 */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Image Settings',
  args: { templateId: 'image_to_image_v1' },
  beforeEach: async (context) => {
    await workshopScreenMeta.beforeEach(context);
    context.msw.use(
      mediaHandlers.uploadImage({
        prompt: 'A lighthouse on a basalt cliff at dusk, waves crashing, long exposure',
        negative_prompt: 'people, text',
        seed: 1234567,
        template_id: 'text_to_image_v1',
        model: 'runware:101@1',
        width: 1024,
        height: 768,
      }),
    );
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function uploadPng(canvas: Canvas, chooseName = 'Choose image') {
  await canvas.findByRole('button', { name: chooseName });
  const input = canvas.getByRole('button', { name: chooseName }).closest('div')?.parentElement?.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('The upload slot has no file input');
  await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'lighthouse.png', { type: 'image/png' }));
}

export const Offered: Story = {
  play: async ({ canvas }) => {
    await uploadPng(canvas);
    const offer = await canvas.findByRole('region', { name: 'This image says how it was made' });
    await expect(within(offer).getByText('Seed 1234567')).toBeVisible();
    await expect(within(offer).getByText('1024 × 768')).toHaveAttribute('dir', 'ltr');
    // Nothing is filled until asked: the prompt box is as the user left it.
    await expect(canvas.getByRole('textbox', { name: /Prompt/ })).toHaveValue('');
  },
};

export const Used: Story = {
  play: async ({ canvas }) => {
    await uploadPng(canvas);
    const offer = await canvas.findByRole('region', { name: 'This image says how it was made' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Use its prompt and settings' }));
    await expect(canvas.getByRole('textbox', { name: /Prompt/ })).toHaveValue(
      'A lighthouse on a basalt cliff at dusk, waves crashing, long exposure',
    );
    await expect(await body.findByText('Prompt and settings filled in from the image.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'This image says how it was made' })).toBeNull();
  },
};

/** Text to Image moves to Image to Image with the picture: the offer goes with it. */
export const MovesWithTheImage: Story = {
  args: { templateId: 'text_to_image_v1' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await uploadPng(canvas);
    await waitFor(() => expect(canvas.getByTestId('current-template')).toHaveAttribute('data-template', 'image_to_image_v1'));
    const offer = await canvas.findByRole('region', { name: 'This image says how it was made' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Use its prompt and settings' }));
    await expect(canvas.getByRole('textbox', { name: /Prompt/ })).toHaveValue(
      'A lighthouse on a basalt cliff at dusk, waves crashing, long exposure',
    );
  },
};

export const Dismissed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await uploadPng(canvas);
    const offer = await canvas.findByRole('region', { name: 'This image says how it was made' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'This image says how it was made' })).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /Prompt/ })).toHaveValue('');
  },
};

/** A file that says nothing of how it was made: no offer. */
export const PlainImage: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.uploadImage());
  },
  play: async ({ canvas }) => {
    await uploadPng(canvas);
    await canvas.findByRole('img', { name: /Image/ });
    await expect(canvas.queryByRole('region', { name: 'This image says how it was made' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await uploadPng(canvas, 'اختر صورة');
    await expect(await canvas.findByRole('region', { name: 'تحمل هذه الصورة طريقة إنشائها' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await uploadPng(canvas);
    await expect(await canvas.findByRole('region', { name: 'This image says how it was made' })).toBeVisible();
  },
};
