import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildProjectTreeFixture } from '@mocks/fixtures/project.fixtures';
import { buildProjectTree } from '@/domain/projects';
import { MoveDialog } from '@/features/projects';
import { expectOwnDirection, prepareStory } from '../kit';
import { phone } from './projects-story-kit';

const body = within(document.body);

/** The move picker (spec part 2 §2, §4): a tree rooted at 'My Studio (Root)'. */
const meta = {
  title: 'Screens/Projects/Move Dialog',
  component: MoveDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    items: [{ id: 'media-3', type: 'asset', name: 'Neon alley at dusk' }],
    tree: buildProjectTree(buildProjectTreeFixture()),
    onOpenChange: fn(),
    onMove: fn(async () => undefined),
  },
  beforeEach: prepareStory,
} satisfies Meta<typeof MoveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Move “Neon alley at dusk”' }));
    const targets = dialog.getByRole('listbox', { name: 'Where to' });
    await expect(within(targets).getAllByRole('option')[0]).toHaveTextContent('My Studio (Root)');
    await expect(dialog.getByRole('button', { name: 'Move Here' })).toBeDisabled();
    await userEvent.click(within(targets).getByRole('option', { name: 'Drafts' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move Here' }));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('p-drafts'));
  },
};

/** Moving Posters: it and Drafts inside it are disabled, and the shared project the user may only view. */
export const DisabledTargets: Story = {
  args: { items: [{ id: 'p-posters', type: 'project', name: 'Posters' }] },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Move “Posters”' }));
    await expect(dialog.getByRole('option', { name: 'Posters' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('option', { name: 'Drafts' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('option', { name: 'Moodboard' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('option', { name: 'Social posts' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(dialog.getByRole('option', { name: 'My Studio (Root)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move Here' }));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(null));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'استوديوي (الجذر)' })).toBeVisible());
    // A project's English name keeps its own direction in the Arabic tree.
    await expectOwnDirection(dialog.getByText('Summer Campaign'), 'ltr');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    const shown = await body.findByRole('dialog', { name: 'Move “Neon alley at dusk”' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};
