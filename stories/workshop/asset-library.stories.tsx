import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildUploadedImages } from '@mocks/fixtures/media.fixtures';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { arabic, body, phone, workshopScreenMeta } from './workshop-story-kit';

/** The asset library as a user meets it: from the upload slot of Image to Image. */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Asset Library',
  // Written here, not only in the shared meta: Storybook reads a story's layout from its own meta, and without it
  // the screen sat in the padded story root, 48 px taller than the window, leaving a white band under the dialog.
  parameters: { layout: 'fullscreen' },
  args: { templateId: 'image_to_image_v1' },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Opens the library from the slot once the workshop has loaded; answers the dialog. */
async function openLibrary(canvas: Canvas, name = 'Asset library', title = 'Asset Library') {
  await userEvent.click(await canvas.findByRole('button', { name }, { timeout: 5000 }));
  // The library's code loads with the press that opens it.
  const dialog = await body.findByRole('dialog', { name: title }, { timeout: 5000 });
  // The screenshot waits for the dialog to have faded in.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return within(dialog);
}

/** The picture is taken once every thumbnail has arrived, so a first visit's cold cache does not move it. */
async function thumbnailsLoaded(dialog: HTMLElement) {
  await waitFor(() => expect([...dialog.querySelectorAll('img')].every((image) => image.complete)).toBe(true), { timeout: 10_000 });
}

/**
 * Uploads first, newest first, named by when they were uploaded. As the first story of its file it meets a cold
 * image cache and its picture does not settle in time on a loaded machine; Arabic and Phone take the same view.
 */
export const Default: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await expect(library.getByRole('tab', { name: 'Uploads' })).toHaveAttribute('aria-selected', 'true');
    await expect(await library.findAllByRole('button', { name: /Uploaded image/ })).toHaveLength(12);
    await thumbnailsLoaded(body.getByRole('dialog'));
  },
};

/** The creations tab lists image creations by their prompts; picking one makes it the input. */
export const PickACreation: Story = {
  parameters: { screenshot: false },
  // A returning user: the workshop's own backend is a new user's, with no creations.
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.history());
  },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await userEvent.click(library.getByRole('tab', { name: 'Creations' }));
    const panel = within(library.getByRole('tabpanel', { name: 'Creations' }));
    const tiles = await panel.findAllByRole('listitem', {}, { timeout: 5000 });
    await userEvent.click(within(tiles[0]!).getByRole('button'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('img', { name: 'Image: the uploaded image' })).toBeVisible();
  },
};

/** Typing searches after 500 ms; nothing matching says so. */
export const NoMatches: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.uploadedImagesEmpty());
  },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await userEvent.type(library.getByRole('searchbox', { name: 'Search assets' }), 'zebra');
    await expect(await library.findByText('No assets match your search.', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Forty a page: the next page loads on demand. */
export const ManyPages: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.uploadedImages(buildUploadedImages(45)));
  },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await expect(await library.findAllByRole('listitem')).toHaveLength(40);
    await userEvent.click(library.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(library.getAllByRole('listitem')).toHaveLength(45));
    await expect(library.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.uploadedImagesEmpty());
  },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await expect(await library.findByText('No uploads yet. Images you upload appear here.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.uploadedImagesPending());
  },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await expect(library.getByRole('status', { name: 'Loading assets' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.uploadedImagesFailed());
  },
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await expect(await library.findByRole('alert')).toHaveTextContent('Could not load assets.');
    await expect(library.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas, 'مكتبة الأصول', 'مكتبة الأصول');
    await expect(await library.findAllByRole('button', { name: /صورة مرفوعة/ })).toHaveLength(12);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const library = await openLibrary(canvas);
    await expect(await library.findAllByRole('button', { name: /Uploaded image/ })).toHaveLength(12);
  },
};
