import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadImageForAi } from '@contract';
import { mockCall, mockError } from '@mocks/contract-handler';
import { pictureAt } from '@mocks/fixtures/media.fixtures';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { prepareStory } from '@stories/kit';
import { startSession } from '@/domain/session';
import { FramePickerDialog } from './frame-picker-dialog';

const meta = {
  title: 'Features/Editors/Frame Picker Dialog',
  component: FramePickerDialog,
  parameters: { layout: 'fullscreen' },
  args: { video: { id: 'v1', url: '/samples/loop.webm' }, onPicked: fn(), onCancel: fn() },
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(mediaHandlers.uploadImage());
    return prepareStory();
  },
} satisfies Meta<typeof FramePickerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const useFrame = () => screen().getByRole('button', { name: 'Use This Frame' });

/** The video has loaded its first frame and the dialog has finished appearing. */
async function ready(name = 'Use This Frame') {
  await screen().findByRole('dialog');
  await waitFor(() => expect(screen().getByRole('button', { name })).toBeEnabled(), { timeout: 5000 });
  const video = document.querySelector('video')!;
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2));
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

export const Default: Story = {
  play: async () => {
    await ready();
    await expect(screen().getByRole('button', { name: 'Previous frame' })).toBeDisabled();
  },
};

/** The frame is uploaded as a seed image, and the tool continues with its address. */
export const PicksAFrame: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await ready();
    await userEvent.click(screen().getByRole('button', { name: 'Next frame' }));
    await userEvent.click(useFrame());
    await waitFor(() => expect(args.onPicked).toHaveBeenCalledWith({ url: pictureAt(9), width: 1024, height: 1024 }));
  },
};

export const UploadFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError(uploadImageForAi, 500, { message: 'Server error.' }));
  },
  play: async ({ args }) => {
    await ready();
    await userEvent.click(useFrame());
    await expect(await screen().findByText('Could not process the frame.')).toBeInTheDocument();
    await expect(args.onPicked).not.toHaveBeenCalled();
  },
};

export const InvalidResponse: Story = {
  beforeEach: ({ msw }) => {
    // A server that answers 200 without the image's address, as a broken proxy might.
    msw.use(mockCall(uploadImageForAi, () => Response.json({ success: true, message: 'ok', data: {} })));
  },
  play: async () => {
    await ready();
    await userEvent.click(useFrame());
    await expect(await screen().findByText('Invalid response from server.')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await ready('استخدام هذا الإطار');
  },
};

export const Phone: Story = {
  // The decoded video frame, scaled to a phone's width, differed by a pixel or two between runs.
  parameters: { screenshot: false },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await ready();
  },
};
