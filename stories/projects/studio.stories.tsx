import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildHistory } from '@mocks/fixtures/media.fixtures';
import { buildProjectTreeFixture } from '@mocks/fixtures/project.fixtures';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { projectBackend } from '@mocks/handlers/project-backend.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { startSession } from '@/domain/session';
import { resetWorkspace, workspaceStore } from '@/domain/workspace';
import { StudioScreen } from '@/features/projects';
import { expectOwnDirection, prepareStory } from '../kit';
import { StoryNavigation } from '../kit/story-navigation';
import { phone } from './projects-story-kit';

/** My Studio (spec part 2 §2): at the root, the top projects and the unassigned creations. */
const meta = {
  title: 'Screens/Studio/Studio',
  component: StudioScreen,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { projectId: null, onOpenProject: fn(), onMediaAction: fn(), onOpenWorkshop: fn() },
  render: (args) => <StoryNavigation initialPath="/studio">{() => <StudioScreen {...args} />}</StoryNavigation>,
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    resetWorkspace();
    msw.use(
      ...projectBackend(),
      ...projectHandlers.defaults(),
      mediaHandlers.history(buildHistory(8)),
      templateHandlers.serviceModels('Pro'),
    );
    return prepareStory();
  },
} satisfies Meta<typeof StudioScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const entries = async (canvas: ReturnType<typeof within>, atLeast = 4) => {
  const list = await canvas.findByRole('list', { name: /^(Creations|الإبداعات)$/ }, { timeout: 5000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(atLeast));
  return within(list);
};

export const Root: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Studio' })).toBeVisible();
    const list = await entries(canvas);
    // The top projects come first, then the unassigned creations.
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Summer Campaign');
    await userEvent.click(list.getByRole('button', { name: 'Open Sci-Fi Concepts' }));
    await expect(args.onOpenProject).toHaveBeenCalledWith('p-scifi');
  },
};

export const InsideProject: Story = {
  args: { projectId: 'p-posters' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Posters' })).toBeVisible();
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Where you are' }));
    await expect(breadcrumb.getByRole('link', { name: 'My Studio' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Summer Campaign' })).toBeVisible();
    const list = await entries(canvas, 1);
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Drafts');
    await userEvent.click(canvas.getByRole('button', { name: 'Open as a Workshop' }));
    await expect(workspaceStore.activeProject).toBe('p-posters');
    await expect(args.onOpenWorkshop).toHaveBeenCalled();
  },
};

export const ListView: Story = {
  play: async ({ canvas }) => {
    await entries(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    const list = await entries(canvas);
    await expect(list.getByRole('checkbox', { name: 'Select Summer Campaign' })).toBeVisible();
    await userEvent.click(list.getByRole('checkbox', { name: 'Select Summer Campaign' }));
    await expect(await canvas.findByRole('toolbar', { name: 'Selected: 1' })).toBeVisible();
  },
};

/**
 * Ctrl-click selects a project instead of opening it, shift-click adds the range to the third entry, and a plain click
 * while selecting takes one out. No picture: the selection bar is pictured by List View.
 */
export const Selecting: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const list = await entries(canvas);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(list.getByRole('button', { name: 'Open Summer Campaign' }));
    await user.keyboard('{/Control}{Shift>}');
    await user.click(list.getAllByRole('listitem')[2]!.querySelector('button')!);
    await user.keyboard('{/Shift}');
    await expect(await canvas.findByRole('toolbar', { name: 'Selected: 3' })).toBeVisible();
    await user.click(list.getByRole('button', { name: 'Open Summer Campaign' }));
    await expect(await canvas.findByRole('toolbar', { name: 'Selected: 2' })).toBeVisible();
    await expect(args.onOpenProject).not.toHaveBeenCalled();
  },
};

/** A list row's button, named by its label and then its kind ('Image'). */
const rowOf = (label: string) => ({ name: (shown: string) => shown.startsWith(`${label} `) });

/** Rename Asset from a creation's menu: the new name labels it at once (spec part 2 §2). */
export const RenameAsset: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.renameMedia());
  },
  play: async ({ canvas }) => {
    await entries(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    const list = await entries(canvas);
    const [menu] = list.getAllByRole('button', { name: /^Actions for / });
    const label = menu!.getAttribute('aria-label')!.replace(/^Actions for /, '');
    await userEvent.click(menu!);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Rename' }, { timeout: 5000 }));
    const dialog = within(await body.findByRole('dialog', { name: 'Rename Asset' }));
    const field = dialog.getByRole('textbox', { name: 'New Name' });
    await expect(field).toHaveValue(label);
    await userEvent.clear(field);
    await userEvent.type(field, '  Lighthouse, final {Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Rename Asset' })).toBeNull());
    await expect(await list.findByRole('button', rowOf('Lighthouse, final'))).toBeVisible();
    await expect(list.queryByRole('button', rowOf(label))).toBeNull();
  },
};

/** Opens the menu of the creation labelled `label` (in the list view) and waits until it lists `items`. */
async function openAssetMenu(canvas: ReturnType<typeof within>, label: string, items: string[]) {
  await entries(canvas);
  await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
  const list = await entries(canvas);
  await userEvent.click(list.getByRole('button', { name: `Actions for ${label}` }));
  const menu = within(await body.findByRole('menu', {}, { timeout: 5000 }));
  await waitFor(() => expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(items));
  return menu;
}

/**
 * A creation's menu offers Remix and the tools its type accepts before Rename, Move and Delete; a tool gives the
 * creation to the workshop. A video is offered Remix, not the image tools.
 */
export const AssetMenuTools: Story = {
  play: async ({ canvas, args }) => {
    const image = buildHistory(8).find((media) => media.type === 'image' && media.project_id === null)!;
    const tools = ['Remix', 'Upscale', 'Variations', 'Outpaint', 'Inpaint'];
    const menu = await openAssetMenu(canvas, image.prompt_text, [...tools, 'Rename', 'Move', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Inpaint' }));
    await expect(args.onMediaAction).toHaveBeenCalledWith('inpaint', expect.objectContaining({ id: image.id }));
  },
};

export const AssetMenuVideo: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const video = buildHistory(8).find((media) => media.type === 'video' && media.project_id === null)!;
    await openAssetMenu(canvas, video.prompt_text, ['Remix', 'Rename', 'Move', 'Delete']);
  },
};

/** A project-name match next to the creations a deep search finds. */
export const SearchResults: Story = {
  play: async ({ canvas }) => {
    await entries(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search projects and creations' }), 'post');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “post”' }, { timeout: 3000 })).toBeVisible();
    const list = await entries(canvas, 2);
    await expect(list.getByRole('button', { name: 'Open Posters' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Open Social posts' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { projectId: 'p-drafts' },
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.content(buildProjectTreeFixture(), []));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This project is empty' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { projectId: 'p-drafts' },
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.contentFailed());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Failed to fetch project history.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A creation dragged onto a project tile: the tile shows it takes the drop, and the drop moves it there. */
export const Dragging: Story = {
  play: async ({ canvas }) => {
    const list = await entries(canvas);
    const creation = list.getAllByRole('listitem').at(-1)!.firstElementChild!;
    const target = list.getByRole('button', { name: 'Open Sci-Fi Concepts' }).parentElement!;
    const data = new DataTransfer();
    creation.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }));
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
    await expect(await canvas.findByRole('toolbar', { name: 'Selected: 1' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'استوديوي' })).toBeVisible();
    const list = await entries(canvas);
    // An English name on a tile reads left to right, its ellipsis at its end.
    await expectOwnDirection(list.getByText('Summer Campaign'), 'ltr');
  },
};

/** Inside a project in Arabic: the English names in the trail and the title keep their own direction. */
export const InsideProjectArabic: Story = {
  args: { projectId: 'p-posters' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expectOwnDirection(await canvas.findByRole('heading', { level: 1, name: 'Posters' }), 'ltr');
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'موقعك' }));
    await expectOwnDirection(breadcrumb.getByRole('link', { name: 'Summer Campaign' }), 'ltr');
    await expectOwnDirection(breadcrumb.getByRole('link', { name: 'استوديوي' }), 'rtl');
    await entries(canvas, 1);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await entries(canvas);
  },
};
