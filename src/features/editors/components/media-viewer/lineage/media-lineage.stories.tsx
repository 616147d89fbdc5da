import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildAncestor, buildChain, hiddenAncestor } from '@mocks/fixtures/lineage.fixtures';
import { buildGeneratedMedia, pictureUrl } from '@mocks/fixtures/media.fixtures';
import { buildTemplateCatalog } from '@mocks/fixtures/template-catalog.fixtures';
import { generationHandlers } from '@mocks/handlers/generation.handlers';
import { lineageHandlers } from '@mocks/handlers/lineage.handlers';
import { prepareStory } from '@stories/kit';
import { MediaViewerDialog } from '../media-viewer-dialog';

const chain = buildChain();
const upscaled = chain['chain-4']!.media;
const inpainted = chain['chain-3']!.media;
const paid = { status: 'complete' as const, points: { charged: 8, refunded: 0, entries: [] } };

/**
 * The History section of the details viewer: the step that made a creation, what its run cost, the chain of
 * creations it came from (each opens in the viewer), and a comparison with its parent on the stage.
 */
const meta = {
  title: 'Features/Editors/Media Viewer Dialog/History',
  component: MediaViewerDialog,
  beforeEach: ({ msw }) => {
    msw.use(lineageHandlers.details(chain), generationHandlers.taskStatus(paid));
    return prepareStory();
  },
  parameters: { layout: 'fullscreen' },
  args: {
    items: [upscaled],
    index: 0,
    onIndexChange: fn(),
    onClose: fn(),
    onAction: fn(),
    onToggleFavorite: fn(),
    templates: buildTemplateCatalog('Pro'),
    templateLabels: { text_to_image_v1: 'Text to Image' },
  },
} satisfies Meta<typeof MediaViewerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** The viewer open and settled, its actions live (they wait for the creation's details), and its History shown. */
async function historyShown() {
  await screen().findByRole('dialog');
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  await waitFor(() => expect(screen().getByRole('button', { name: /^(Remix|إعادة مزج)$/ })).toBeEnabled());
  return screen().findByRole('list', { name: /Made from|صُنعت من/ });
}

/** Three steps back: the inpaint it was upscaled from, the variation before, the first picture; and the cost. */
export const ChainWithCost: Story = {
  play: async () => {
    const list = await historyShown();
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(steps[0]!).getByText('Inpaint')).toBeVisible();
    await expect(within(steps[2]!).getByText('Generate')).toBeVisible();
    await expect(await screen().findByText('8 points')).toBeVisible();
    await expect(screen().getByText('Upscale', { selector: 'dd' })).toBeVisible();
  },
};

/** A step of the chain opens in the viewer with its own history; Back returns to the creation. */
export const OpenAStep: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const list = await historyShown();
    await userEvent.click(within(list).getByRole('button', { name: /^Open Variation/ }));
    const back = await screen().findByRole('button', { name: 'Back to the creation' });
    await waitFor(() => expect(within(screen().getByRole('list', { name: 'Made from' })).getAllByRole('listitem')).toHaveLength(1));
    // Shown, not acted on: the list's host knows only its own items.
    await expect(screen().queryByRole('button', { name: /Remix/ })).toBeNull();
    await userEvent.click(back);
    await waitFor(() => expect(within(screen().getByRole('list', { name: 'Made from' })).getAllByRole('listitem')).toHaveLength(3));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Made from a prompt alone: no chain, and nothing to compare. */
export const NoParent: Story = {
  args: { items: [chain['chain-1']!.media] },
  play: async () => {
    await expect(await screen().findByText('Made from a prompt alone.')).toBeVisible();
    await expect(screen().getByText('Generate')).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Compare with parent' })).toBeNull();
  },
};

/** A parent the viewer may not see is a locked tile that tells nothing more, and the chain ends there. */
export const ParentNotAvailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(lineageHandlers.details({ shared: { lineage: { kind: 'upscale', ancestors: [hiddenAncestor] } } }));
  },
  args: { items: [buildGeneratedMedia({ id: 'shared', generated_url: pictureUrl(12, 1024, 1024) })] },
  play: async () => {
    await historyShown();
    await expect(screen().getByTestId('lineage-unavailable')).toHaveTextContent('Not available');
    await expect(screen().getByText('An earlier step is private or was deleted.')).toBeVisible();
    // A collaborator is not told what the run cost, and cannot compare with what they may not see.
    await expect(screen().queryByTestId('run-cost')).toBeNull();
    await expect(screen().queryByRole('button', { name: 'Compare with parent' })).toBeNull();
  },
};

/** The comparison slider, worked from the keyboard: the arrows move the divider. */
export const CompareSlider: Story = {
  play: async () => {
    await historyShown();
    await userEvent.click(screen().getByRole('button', { name: 'Compare with parent' }));
    const slider = await screen().findByRole('slider', { name: 'Before and after' });
    await expect(slider).toHaveValue('50');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue('47');
    await expect(screen().getByRole('img', { name: 'Before' })).toHaveAttribute('src', pictureUrl(7, 1024, 1024));
    await expect(screen().getByRole('button', { name: 'Close comparison' })).toBeVisible();
  },
};

/** Side by side suits a step that changed the size; the mode is a choice above the pictures. */
export const SideBySide: Story = {
  play: async () => {
    await historyShown();
    await userEvent.click(screen().getByRole('button', { name: 'Compare with parent' }));
    await userEvent.click(await screen().findByRole('radio', { name: 'Side by side' }));
    await expect(screen().getByText('Before', { selector: 'figcaption' })).toBeVisible();
    await expect(screen().queryByRole('slider')).toBeNull();
  },
};

/** An inpaint compares with the picture it painted on, and shows the mask it painted over both. */
export const InpaintMask: Story = {
  args: { items: [inpainted] },
  play: async () => {
    await historyShown();
    await userEvent.click(screen().getByRole('button', { name: 'Compare with parent' }));
    const mask = await screen().findByRole('switch', { name: 'Show mask' });
    await userEvent.click(mask);
    await expect(mask).toBeChecked();
    await waitFor(() => expect(document.querySelectorAll('[style*="mask-image"]')).toHaveLength(2));
  },
};

/** A chain that goes further back than the server walks says so. */
export const LongChain: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    const ancestors = Array.from({ length: 20 }, (_, step) => buildAncestor(`old-${step}`, 'upscale', step + 2));
    msw.use(lineageHandlers.details({ long: { lineage: { kind: 'upscale', ancestors, is_truncated: true } } }));
  },
  args: { items: [buildGeneratedMedia({ id: 'long' })] },
  play: async () => {
    const list = await historyShown();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(screen().getByText('Earlier steps are not shown.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(lineageHandlers.detailsPending());
  },
  play: async () => {
    await screen().findByRole('dialog');
    await expect(screen().getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(screen().queryByRole('list', { name: 'Made from' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(lineageHandlers.detailsFailed());
  },
  play: async () => {
    await expect(await screen().findByText('The history of this creation is not available.')).toBeVisible();
  },
};

/** In Arabic the chain and the comparison mirror: before is on the right of the divider. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await historyShown();
    await expect(await screen().findByText('8 نقاط')).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'قارن بالأصل' }));
    const slider = await screen().findByRole('slider', { name: 'قبل وبعد' });
    slider.focus();
    // Right moves towards the start side of a right-to-left page: less of the before picture shows.
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('49');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const list = await historyShown();
    list.scrollIntoView({ block: 'center' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const PhoneArabic: Story = {
  ...Phone,
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
};

/** A creation whose upload started the chain: the upload is shown but has no details to open. */
export const FromUpload: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(
      lineageHandlers.details({ edit: { lineage: { kind: 'background-removal', ancestors: [buildAncestor('up-1', 'upload', 4)] } } }),
    );
  },
  args: { items: [buildGeneratedMedia({ id: 'edit' })] },
  play: async () => {
    const list = await historyShown();
    await expect(within(list).getByText('Upload')).toBeVisible();
    await expect(within(list).queryByRole('button')).toBeNull();
    await expect(screen().getByText('Background removal')).toBeVisible();
  },
};

export const Refunded: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(generationHandlers.taskStatus({ status: 'complete', points: { charged: 8, refunded: 4, entries: [] } }));
  },
  play: async () => {
    await historyShown();
    await expect(await screen().findByText('4 points refunded')).toBeVisible();
  },
};
