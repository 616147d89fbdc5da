import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uploadImageForAi } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { uploadPendingScenario, uploadSuccessScenario } from '@mocks/scenarios/upload.scenarios';
import { prepareStory, sampleImage } from '../kit';
import { UploadSlot, type UploadedImage } from '@/features/media';
import { startSession } from '@/domain/session';
import { chooseFiles, imageFile, overTenMegabytes } from './media-story-kit';

/** The slot as a template's image input holds it: the parent keeps the uploaded image. */
function ImageInput({ label }: { label: string }) {
  const [value, setValue] = useState<UploadedImage | null>(null);
  return <UploadSlot label={label} purpose="seed" value={value} onChange={setValue} />;
}

const meta = {
  title: 'Screens/Media/Upload Widget',
  component: ImageInput,
  args: { label: 'Image' },
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
  beforeEach: () => {
    startSession('story-session-token', false);
    return prepareStory();
  },
} satisfies Meta<typeof ImageInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const photo = () => imageFile('harbour.png');

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Image')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(canvas.getByText('or drop it here')).toBeVisible();
    // The other two sources of spec part 2 §2: the camera and the asset library.
    await expect(canvas.getByRole('button', { name: 'Camera' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Asset library' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Uploading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...uploadPendingScenario());
  },
  play: async ({ canvas, canvasElement }) => {
    chooseFiles(canvasElement, [photo()]);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading…');
    await expect(canvas.queryByRole('button', { name: 'Choose image' })).toBeNull();
  },
};

/** Uploaded: the picture with Remove; Remove empties the slot again. */
export const Success: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...uploadSuccessScenario());
  },
  play: async ({ canvas, canvasElement }) => {
    chooseFiles(canvasElement, [photo()]);
    const image = await canvas.findByRole('img', { name: 'Image: the uploaded image' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeVisible();
  },
};

export const RemoveEmptiesTheSlot: Story = {
  ...Success,
  name: 'Remove Empties The Slot',
  parameters: { screenshot: false },
  play: async (context) => {
    await Success.play?.(context);
    await userEvent.click(context.canvas.getByRole('button', { name: 'Remove image' }));
    await expect(await context.canvas.findByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

/** The upload failed on the server's side: the fallback message and 'Try again', which sends the same file. */
export const UploadFailed: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      mockCall(uploadImageForAi, () => {
        calls += 1;
        if (calls === 1) return Response.json({ message: 'Internal error', code: 'internal_error' }, { status: 500 });
        return {
          success: true as const,
          message: 'Image uploaded.',
          data: { id: 'upload-retried', local_image_url: sampleImage(3), width: 1024, height: 1024 },
        };
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    chooseFiles(canvasElement, [photo()]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('An unknown error occurred.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const TryAgainSendsTheFileAgain: Story = {
  ...UploadFailed,
  name: 'Try Again Sends The File Again',
  parameters: { screenshot: false },
  play: async (context) => {
    await UploadFailed.play?.(context);
    await userEvent.click(context.canvas.getByRole('button', { name: 'Try again' }));
    await expect(await context.canvas.findByRole('img', { name: 'Image: the uploaded image' })).toBeVisible();
  },
};

/** Refused before sending (no upload is mocked, so a call would fail the story): nothing to try again. */
export const InvalidType: Story = {
  play: async ({ canvas, canvasElement }) => {
    chooseFiles(canvasElement, [new File(['notes'], 'notes.txt', { type: 'text/plain' })]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid file type. Allowed: jpg, png, webp, bmp, gif');
    await expect(within(alert).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement }) => {
    chooseFiles(canvasElement, [imageFile('huge.png', overTenMegabytes)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('10MB Max.');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الصورة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'اختر صورة' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};
