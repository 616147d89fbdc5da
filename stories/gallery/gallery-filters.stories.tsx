import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { switchWorkspace } from '@/domain/workspace';
import { GalleryScreen } from '@/features/gallery';
import { shownDialog } from '../kit';
import { galleryScreenMeta } from './gallery-story-kit';

/**
 * The gallery's Filters: search by what made a creation (negative prompt, seed, template, model, size, the projects
 * shared with the user), combined with the search words and the other filters, each in effect shown as a chip.
 */
const meta = {
  ...galleryScreenMeta,
  title: 'Screens/Gallery/Filters',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: (context) => {
    const cleanup = galleryScreenMeta.beforeEach(context);
    // What the Filters offer: the templates, models, sizes and projects found in the history.
    context.msw.use(mediaHandlers.historyFacets());
    return cleanup;
  },
} satisfies Meta<typeof GalleryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

async function openFilters(canvas: ReturnType<typeof within>, name: RegExp | string = 'Filters') {
  await canvas.findByRole('list', { name: /Creations|الإبداعات/ });
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(await shownDialog());
}

/** Closed, with no filter on: the button beside the search and no chips. */
export const Closed: Story = {
  // The first story of a file screenshots while Chromium still rasterises one sample SVG's edge differently from
  // run to run; the gallery's own stories picture this state.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Creations' });
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Filters in effect' })).toBeNull();
  },
};

/** Open: every field, and the shared projects switch of the personal workspace. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await expect(dialog.getByRole('heading', { name: 'Filter by how it was made' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Include projects shared with me' })).not.toBeChecked();
  },
};

/** The lists hold what the workspace's creations were made with, most used first. */
export const ModelChoices: Story = {
  // The open list is pictured by the design system's Select stories; here its choices are checked.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await userEvent.click(dialog.getByRole('button', { name: /Model/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Any model', 'runware:101@1', 'civitai:4384@128713', 'klingai:5@3']);
  },
};

/** A seed and a template together: one creation left, and both filters shown as chips that remove them. */
export const SeedAndTemplate: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Seed' }), '1000003');
    await userEvent.click(dialog.getByRole('button', { name: /Template/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Text to Image|text_to_image_v1/ }));
    await userEvent.keyboard('{Escape}');
    // A new filter shows the loading grid until its first page arrives: the list is found afresh each time.
    const tiles = () => within(canvas.getByRole('list', { name: 'Creations' })).getAllByRole('listitem');
    await waitFor(() => expect(tiles()).toHaveLength(1), { timeout: 3000 });
    const chips = canvas.getByRole('group', { name: 'Filters in effect' });
    await expect(within(chips).getByRole('button', { name: 'Remove filter: Seed: 1000003' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Seed: 1000003' }));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(1), { timeout: 3000 });
  },
};

/** Nothing made that way: the empty state says so, and the chips show what to loosen. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Negative prompt' }), 'watermark');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('heading', { name: 'No creations found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove filter: Negative: watermark' })).toBeVisible();
  },
};

/** A seed that is not a whole number says so under its field and filters nothing. */
export const InvalidSeed: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Seed' }), '12.5');
    await expect(await dialog.findByText('Enter a whole number.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Seed' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('group', { name: 'Filters in effect' })).toBeNull();
  },
};

/** The choices could not load: the fields still work, and the popover says what is missing. */
export const ChoicesFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyFacetsFailed());
  },
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await expect(await dialog.findByText('The template, model and size lists could not be loaded.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Seed' })).toBeEnabled();
  },
};

/** In a team workspace the team's creations are the list: no shared projects to include. */
export const TeamWorkspace: Story = {
  beforeEach: () => {
    switchWorkspace('team-1');
  },
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await expect(dialog.getByRole('textbox', { name: 'Seed' })).toBeVisible();
    await expect(dialog.queryByRole('switch')).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas, 'عوامل التصفية');
    await expect(dialog.getByRole('heading', { name: 'صفِّ حسب طريقة الإنشاء' })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'البذرة' }), '1000003');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'إزالة عامل التصفية: البذرة: 1000003' })).toBeVisible();
  },
};

/** On a phone the chips wrap under the filters, and each stays one press from removal. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const dialog = await openFilters(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Negative prompt' }), 'blurry hands');
    await userEvent.click(dialog.getByRole('switch', { name: 'Include projects shared with me' }));
    await userEvent.click(dialog.getByRole('button', { name: /Size/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1024 × 576' }));
    await userEvent.keyboard('{Escape}');
    const chips = await canvas.findByRole('group', { name: 'Filters in effect' });
    await expect(within(chips).getAllByRole('button')).toHaveLength(4);
  },
};
