import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateProjectDialog } from '@/features/projects';
import { prepareStory } from '../kit';
import { phone } from './projects-story-kit';

const body = within(document.body);
const never = () => new Promise<never>(() => undefined);

/** Create New Project (spec part 2 §2): one field, Cancel and Create Project ('Creating...' while saving). */
const meta = {
  title: 'Screens/Projects/Create Project Dialog',
  component: CreateProjectDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { isOpen: true, onOpenChange: fn(), onCreate: fn(async () => undefined) },
  beforeEach: prepareStory,
} satisfies Meta<typeof CreateProjectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Create New Project' }));
    const field = dialog.getByRole('textbox', { name: 'Project Name' });
    await expect(field).toHaveAttribute('placeholder', 'e.g., Summer Campaign, Sci-Fi Concepts');
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeDisabled();
    await userEvent.type(field, 'Summer Campaign');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('Summer Campaign'));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // The field is cleared either way (spec part 2 §4).
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeDisabled();
  },
};

export const Creating: Story = {
  args: { onCreate: fn(never) },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Create New Project' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Project Name' }), 'Sci-Fi Concepts');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

/** A failed create keeps the dialog open and clears the field (spec part 2 §4). */
export const CreateFailed: Story = {
  args: { onCreate: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Create New Project' }));
    const field = dialog.getByRole('textbox', { name: 'Project Name' });
    await userEvent.type(field, 'Posters{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(dialog.getByRole('button', { name: 'Create Project' })).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const shown = await body.findByRole('dialog', { name: 'إنشاء مشروع جديد' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    const shown = await body.findByRole('dialog', { name: 'Create New Project' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};
