import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildHistory, generatedMediaAt } from '@mocks/fixtures/media.fixtures';
import { lineageHandlers } from '@mocks/handlers/lineage.handlers';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { MediaViewerHost } from '@/app/media-viewer-host-dialog';
import { GalleryRoute } from '@/app/routes/gallery-route';
import { StudioRoute } from '@/app/routes/studio-route';
import { writeMedia } from '@/domain/generation';
import { ToastRegion, toastQueue } from '@/design-system';
import { startSession } from '@/domain/session';
import { resetWorkspace } from '@/domain/workspace';
import { expectOwnDirection, prepareStory, shownDialog } from '../kit';

const history = buildHistory(6);

/** The viewer as the app hosts it, over an empty page, with its creations in the media cache as a list puts them. */
function ViewerAlone() {
  const queryClient = useQueryClient();
  const [items] = useState(() => {
    writeMedia(queryClient, history);
    return history;
  });
  return <MediaViewerHost items={items} startIndex={0} hasMore={false} onNeed={() => undefined} onClose={() => undefined} />;
}

/**
 * The gallery as the app routes it with the details viewer its creations open in (or the viewer alone, for steady
 * pictures); the workshop is a stand-in that shows where an action led.
 */
function DetailsViewerScreen({ start }: { start: '/gallery' | '/studio' | '/viewer' }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/gallery', element: <GalleryRoute /> },
        { path: '/studio', element: <StudioRoute /> },
        { path: '/viewer', element: <ViewerAlone /> },
        { path: '/workshop/:templateId', element: <p data-testid="workshop">Workshop</p> },
      ],
      { initialEntries: [start] },
    ),
  );
  const [path, setPath] = useState<string>(start);
  useEffect(() => router.subscribe((state) => setPath(state.location.pathname)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <ToastRegion />
      <output hidden data-testid="current-path">
        {path}
      </output>
    </>
  );
}

/** The media details viewer opened from the gallery (spec part 2 §2: a click opens it while nothing is selected). */
const meta = {
  title: 'Screens/Media/Details Viewer',
  component: DetailsViewerScreen,
  args: { start: '/viewer' },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    toastQueue.clear();
    startSession('story-session-token', false);
    resetWorkspace();
    msw.use(
      mediaHandlers.history(history),
      mediaHandlers.toggleFavorite(),
      lineageHandlers.details(),
      templateHandlers.serviceModels('Pro'),
      userHandlers.me({ user_tier: 'Pro' }),
      ...projectHandlers.defaults(),
    );
    const cleanUp = prepareStory();
    return () => {
      toastQueue.clear();
      cleanUp();
    };
  },
} satisfies Meta<typeof DetailsViewerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens the first creation of the gallery's grid and waits until the viewer's actions take presses. */
async function openFirst() {
  const grid = await body.findByRole('list', { name: 'Creations' }, { timeout: 5000 });
  await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(3));
  await userEvent.click(within(within(grid).getAllByRole('listitem')[0]!).getByRole('button', { name: history[0]!.prompt_text }));
  return viewerReady();
}

/** The open viewer, once it has faded in and its actions take presses. */
async function viewerReady(title = 'Details', remix = 'Remix') {
  const viewer = within(await body.findByRole('dialog', { name: title }, { timeout: 5000 }));
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  await waitFor(() => expect(viewer.getByRole('button', { name: remix })).toBeEnabled());
  return viewer;
}

/** The server refuses the favorite: the mark goes back and the spec's message shows. */
export const FavoriteFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.toggleFavoriteFailed());
  },
  play: async () => {
    const viewer = await viewerReady();
    await expect(viewer.getByText(`1 of ${history.length}`)).toBeVisible();
    const favorite = viewer.getByRole('button', { name: history[0]!.is_favorite ? 'Unfavorite' : 'Favorite' });
    const wasPressed = favorite.getAttribute('aria-pressed');
    await userEvent.click(favorite);
    const message = await body.findByText('Failed to update favorite status.');
    // The toast fades in; resting the pointer on it holds it for the picture, as it would for a reader.
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.hover(message);
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', wasPressed));
  },
};

export const FavoriteFailedArabic: Story = {
  ...FavoriteFailed,
  globals: { locale: 'ar' },
  play: async () => {
    const viewer = await viewerReady('التفاصيل', 'إعادة مزج');
    // The English prompt reads left to right in the Arabic viewer.
    await expectOwnDirection(viewer.getByText(history[0]!.prompt_text), 'ltr');
    const favorite = viewer.getAllByRole('button').find((button) => button.hasAttribute('aria-pressed'))!;
    const wasPressed = favorite.getAttribute('aria-pressed');
    await userEvent.click(favorite);
    const message = await body.findByText('تعذّر تحديث حالة المفضلة.');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.hover(message);
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', wasPressed));
  },
};

/** From the gallery: a plain click opens the viewer, and a favorite the server takes shows at once. */
export const OpenedFromGallery: Story = {
  args: { start: '/gallery' },
  parameters: { screenshot: false },
  play: async () => {
    const viewer = await openFirst();
    await expect(viewer.getByText(`1 of ${history.length}`)).toBeVisible();
    const favorite = viewer.getByRole('button', { name: history[0]!.is_favorite ? 'Unfavorite' : 'Favorite' });
    const wasPressed = favorite.getAttribute('aria-pressed') === 'true';
    await userEvent.click(favorite);
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', String(!wasPressed)));
  },
};

/** Upscale leads to the workshop's upscale template, in place of the viewer. */
export const EditGoesToWorkshop: Story = {
  args: { start: '/gallery' },
  parameters: { screenshot: false },
  play: async () => {
    const viewer = await openFirst();
    await userEvent.click(viewer.getByRole('button', { name: 'Upscale' }));
    await waitFor(() => expect(body.getByTestId('current-path')).toHaveTextContent('/workshop/upscale_v1'));
    await expect(await body.findByTestId('workshop')).toBeVisible();
  },
};

/** A picture tool on a video first asks for a frame (spec part 2 §4): the tool then takes that frame as its picture. */
export const VideoToolAsksForAFrame: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const viewer = await viewerReady();
    const videoIndex = history.findIndex((item) => item.type === 'video');
    for (let step = 0; step < videoIndex; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(viewer.getByText(`${videoIndex + 1} of ${history.length}`)).toBeVisible();
    await expect(await viewer.findByRole('heading', { name: 'Edit a frame' })).toBeVisible();
    await waitFor(() => expect(viewer.getByRole('button', { name: 'Upscale' })).toBeEnabled());
    await userEvent.click(viewer.getByRole('button', { name: 'Upscale' }));
    await expect(await shownDialog('Pick a Frame', { timeout: 5000 })).toBeVisible();
    await expect(body.getByTestId('current-path')).toHaveTextContent('/viewer');
  },
};

/**
 * The viewer walks the gallery's whole list with the arrow keys, not only what the grid has loaded: on a phone the
 * grid loads the first page of 20, and stepping past it loads the next; the count is the gallery's.
 */
const numbered = (index: number) => ({ ...generatedMediaAt(index), name: `Creation ${index + 1}` });

export const WalksTheGalleryIntoItsNextPage: Story = {
  args: { start: '/gallery' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyOfSize(200, numbered));
  },
  play: async () => {
    const grid = await body.findByRole('list', { name: 'Creations' }, { timeout: 5000 });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Creation 1' }, { timeout: 5000 }));
    const viewer = await viewerReady();
    await expect(viewer.getByText('1 of 200')).toBeVisible();
    for (let step = 0; step < 20; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(viewer.getByText('21 of 200')).toBeVisible();
    await expect(await viewer.findByText('Creation 21', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(viewer.getByText('20 of 200')).toBeVisible();
  },
};

/** My Studio reads its creations page after page: the viewer asks for the next page as it nears the end. */
export const WalksMyStudioIntoItsNextPage: Story = {
  args: { start: '/studio' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyOfSize(90, numbered));
  },
  play: async () => {
    const unassigned = Array.from({ length: 90 }, (_, index) => numbered(index)).filter((media) => media.project_id === null);
    const grid = await body.findByRole('list', { name: 'Creations' }, { timeout: 5000 });
    await userEvent.click(await within(grid).findByRole('button', { name: unassigned[0]!.name }, { timeout: 5000 }));
    const viewer = await viewerReady();
    await expect(viewer.getByText('1 of 20+')).toBeVisible();
    for (let step = 0; step < 20; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(await viewer.findByText(unassigned[20]!.name, {}, { timeout: 5000 })).toBeVisible();
    await expect(viewer.getByText(/^21 of (40\+|60)$/)).toBeVisible();
  },
};
