import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadSuccessScenario } from '@mocks/scenarios/upload.scenarios';
import { prepareStory } from '../kit';
import { UploadDialog } from '@/features/media';
import { startSession } from '@/domain/session';
import { chooseFiles, imageFile, overTenMegabytes } from './media-story-kit';

const body = within(document.body);

const meta = {
  title: 'Screens/Media/Upload Dialog',
  component: UploadDialog,
  args: { isOpen: true, onOpenChange: fn(), onUploaded: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: () => {
    startSession('story-session-token', false);
    return prepareStory();
  },
} satisfies Meta<typeof UploadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await body.findByRole('dialog', { name: 'Upload Images' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Default: Story = {
  play: async () => {
    const dialog = within(await openDialog());
    await expect(dialog.getByRole('button', { name: 'Choose images' })).toBeVisible();
    await expect(dialog.getByText('Up to 5 images, 10MB each: JPG, PNG, GIF or WEBP.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

/** A file over 10 MB stays listed and marked, beside the files that will go. */
export const Over10MB: Story = {
  name: 'Over 10MB',
  play: async () => {
    const dialog = await openDialog();
    chooseFiles(dialog, [
      imageFile('harbour.png', 3 * 1024 * 1024),
      imageFile('panorama.png', overTenMegabytes),
      imageFile('sketch.webp', 800_000, 'image/webp'),
    ]);
    const list = within(await within(dialog).findByRole('list', { name: 'Chosen files' }));
    const [harbour, panorama, sketch] = list.getAllByRole('listitem');
    await expect(harbour).toHaveTextContent('harbour.png3.0 MB');
    await expect(panorama).toHaveTextContent('panorama.pngOver 10MB');
    await expect(sketch).toHaveTextContent('sketch.webp0.8 MB');
  },
};

/** Nothing that may go: Upload says so and sends nothing (no upload is mocked, so a call would fail the story). */
export const NoValidFiles: Story = {
  play: async () => {
    const dialog = await openDialog();
    chooseFiles(dialog, [imageFile('panorama.png', overTenMegabytes), imageFile('scan.bmp', 2048, 'image/bmp')]);
    await within(dialog).findByText('Unsupported type');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No valid files to upload.');
  },
};

export const UploadsTheValidFilesAndCloses: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...uploadSuccessScenario());
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    chooseFiles(dialog, [imageFile('one.png'), imageFile('big.png', overTenMegabytes), imageFile('two.jpg', 4096, 'image/jpeg')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onUploaded).toHaveBeenCalledWith(2);
  },
};

export const KeepsFiveFiles: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const dialog = await openDialog();
    chooseFiles(
      dialog,
      Array.from({ length: 7 }, (_, index) => imageFile(`frame-${index + 1}.png`)),
    );
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Only 5 files can be uploaded at once; the rest were left out.');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'رفع الصور' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await openDialog();
  },
};
