import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildProject, buildProjectTreeFixture, buildSharedProject } from '@mocks/fixtures/project.fixtures';
import { withRasterThumbnails } from '@mocks/fixtures/raster-pictures.fixtures';
import { projectBackend } from '@mocks/handlers/project-backend.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { startSession } from '@/domain/session';
import { resetWorkspace, switchWorkspace, workspaceStore } from '@/domain/workspace';
import { ProjectSidebar } from '@/features/projects';
import { prepareStory } from '../kit';
import { phone, SidePanelFrame } from './projects-story-kit';

/** A menu's code loads with the press that opens it, which a cold dev server on a loaded machine can make slow. */
const lazyOverlay = { timeout: 5000 };

const body = within(document.body);

/** The project tree under the shell's menu (spec part 2 §2), with the fixture's nested and shared projects. */
const meta = {
  title: 'Screens/Projects/Project Sidebar',
  component: ProjectSidebar,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  render: (args) => (
    <SidePanelFrame isCollapsed={args.isCollapsed}>
      <ProjectSidebar {...args} />
    </SidePanelFrame>
  ),
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    resetWorkspace();
    // Raster thumbnails: the sample SVGs' edges rasterise a few pixels differently from capture to capture.
    msw.use(...projectBackend(withRasterThumbnails(buildProjectTreeFixture())), ...projectHandlers.defaults());
    return prepareStory();
  },
} satisfies Meta<typeof ProjectSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const tree = (canvas: ReturnType<typeof within>, name = 'Projects') => canvas.findByRole('region', { name });

/** Waits for every thumbnail in the sidebar (they load lazily), so its picture is the finished one. */
async function thumbnailsLoaded(canvas: ReturnType<typeof within>, name = 'Projects') {
  const region = await tree(canvas, name);
  await waitFor(() => expect(region.querySelectorAll('img').length).toBeGreaterThan(0));
  await waitFor(() => {
    for (const image of region.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await expect(await sidebar.findByRole('heading', { name: 'My Projects' })).toBeVisible();
    const names = sidebar.getAllByRole('button', { pressed: false }).map((button) => button.textContent);
    // Newest change first on each level, sub-projects under their parent.
    await expect(names.slice(0, 5)).toEqual(['Summer Campaign14', 'Posters6', 'Drafts3', 'Social posts8', 'Sci-Fi Concepts21']);
    await userEvent.click(sidebar.getByRole('button', { name: /^Sci-Fi Concepts/ }));
    await waitFor(() => expect(workspaceStore.activeProject).toBe('p-scifi'));
    await expect(sidebar.getByRole('button', { name: /^Sci-Fi Concepts/ })).toHaveAttribute('aria-pressed', 'true');
    await thumbnailsLoaded(canvas);
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await expect(await sidebar.findByRole('button', { name: 'Summer Campaign, 14 items' })).toBeVisible();
    // Thumbnails only: no names, counts or menus, and sub-projects stay inside their parent.
    await expect(sidebar.queryByRole('button', { name: /Actions for/ })).toBeNull();
    await expect(sidebar.queryByRole('button', { name: /Posters/ })).toBeNull();
    await expect(sidebar.getByRole('button', { name: 'New Project' })).toBeVisible();
    await thumbnailsLoaded(canvas);
  },
};

/** A collaborator of a shared project: no Rename, Move, Share or Delete, but 'Leave Project'. */
export const SharedProject: Story = {
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await expect(await sidebar.findByRole('heading', { name: 'Shared with Me' })).toBeVisible();
    await userEvent.click(sidebar.getByRole('button', { name: 'Actions for Moodboard' }));
    const menu = await body.findByRole('menu', {}, lazyOverlay);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open in My Studio', 'Leave Project']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Leave Project' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Leave “Moodboard”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Project' }));
    await waitFor(() => expect(sidebar.queryByRole('button', { name: /^Moodboard/ })).toBeNull());
    // The tree changes at once; the confirmation closes when the server has answered: the picture is of the tree.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await thumbnailsLoaded(canvas);
  },
};

/** A team workspace's projects, with the team icon where no thumbnail exists yet. */
export const TeamProject: Story = {
  beforeEach: ({ msw }) => {
    switchWorkspace('team-7');
    msw.use(
      projectHandlers.list([
        buildProject({ id: 't-1', project_name: 'Brand refresh', project_type: 'team', team_id: 'team-7', item_count: 9 }),
        buildProject({ id: 't-2', project_name: 'Launch video', project_type: 'team', team_id: 'team-7', item_count: 2 }),
      ]),
    );
  },
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await expect(await sidebar.findByRole('heading', { name: 'Team Projects' })).toBeVisible();
    await expect(sidebar.getAllByRole('img', { name: 'Team project' })).toHaveLength(2);
  },
};

export const ErrorThumbnail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      projectHandlers.list([
        buildProject({ id: 'e-1', project_name: 'Night market', item_count: 4, error_message: 'The last render failed.' }),
        buildSharedProject({ id: 'e-2', project_name: 'Lookbook', item_count: 1 }),
      ]),
    );
  },
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await expect(await sidebar.findByRole('img', { name: 'The thumbnail could not be made: The last render failed.' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.listEmpty());
  },
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await expect(await sidebar.findByText('No projects yet')).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'New Project' })).toBeEnabled();
  },
};

/** The owner's menu, and a rename that shows at once. */
export const OwnerMenu: Story = {
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas));
    await userEvent.click(await sidebar.findByRole('button', { name: 'Actions for Posters' }));
    const menu = await body.findByRole('menu', {}, lazyOverlay);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Move', 'Share', 'Open in My Studio', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename Project' }, lazyOverlay);
    const field = within(dialog).getByRole('textbox', { name: 'New Name' });
    await expect(field).toHaveValue('Posters');
    await userEvent.clear(field);
    await userEvent.type(field, 'Billboards');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(await sidebar.findByRole('button', { name: /^Billboards/ })).toBeVisible();
    // The new name shows at once; the dialog closes once the server has it.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await thumbnailsLoaded(canvas);
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.listFailed());
  },
  play: async ({ canvas }) => {
    const alert = await within(await tree(canvas)).findByRole('alert');
    await expect(within(alert).getByText('Could not load projects.')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const sidebar = within(await tree(canvas, 'المشاريع'));
    await thumbnailsLoaded(canvas, 'المشاريع');
    await expect(await sidebar.findByRole('heading', { name: 'مشاريعي' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Phones list projects in My Studio; the tree itself still fits a narrow column. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await within(await tree(canvas)).findByRole('heading', { name: 'My Projects' })).toBeVisible();
    await thumbnailsLoaded(canvas);
  },
};
