import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildSharing } from '@mocks/fixtures/project.fixtures';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { startSession } from '@/domain/session';
import { ShareDialog } from '@/features/projects';
import { expectOwnDirection, prepareStory } from '../kit';
import { phone } from './projects-story-kit';

const body = within(document.body);

/** Share project (spec part 2 §2, §4, §8), for the project's owner. */
const meta = {
  title: 'Screens/Projects/Share Dialog',
  component: ShareDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { isOpen: true, onOpenChange: fn(), project: { id: 'p-campaign', project_name: 'Summer Campaign' } },
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(projectHandlers.sharing(buildSharing({ collaborators: [], pending_invitations: [] })), ...projectHandlers.defaults());
    return prepareStory();
  },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => within(await body.findByRole('dialog', { name: 'Share Project' }));

export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    const found = await dialog.findByText('Nobody else has access yet.');
    await waitFor(() => expect(found).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
    // Viewer by default; the choices are the project's allowedPermissions.
    await waitFor(() => expect(dialog.getByRole('button', { name: /Can view/ })).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
  },
};

export const Sending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharePending());
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'sam@example.com{Enter}');
    await expect(await dialog.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'not-an-address{Enter}');
    const found = await dialog.findByText('Please enter a valid email address.');
    await waitFor(() => expect(found).toBeVisible());
  },
};

export const ShareFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.shareFailed());
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'sam@example.com{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to share project.');
  },
};

export const WithCollaborators: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing({ pending_invitations: [] })));
  },
  play: async () => {
    const dialog = await openDialog();
    const people = within(await dialog.findByRole('region', { name: 'People with access' }));
    await waitFor(() => expect(people.getByText('lena_draws')).toBeVisible());
    await expect(people.getByRole('button', { name: /Permission of lena_draws/ })).toHaveTextContent('Can edit');
    await expect(people.getByRole('button', { name: 'Remove omar.k' })).toBeEnabled();
  },
};

export const WithPendingInvitations: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing({ collaborators: [] })));
  },
  play: async () => {
    const dialog = await openDialog();
    const invitations = within(await dialog.findByRole('region', { name: 'Pending invitations' }));
    await waitFor(() => expect(invitations.getByText('sam@example.com')).toBeVisible());
  },
};

export const RemoveConfirm: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing()));
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Remove omar.k' }, { timeout: 5000 }));
    const confirm = within(await body.findByRole('alertdialog', { name: 'Remove omar.k?' }));
    await waitFor(() =>
      expect(
        confirm.getByText('Are you sure you want to remove omar.k from this project? They will lose access immediately.'),
      ).toBeVisible(),
    );
    await expect(confirm.getByRole('button', { name: 'Yes, Remove' })).toBeEnabled();
  },
};

export const CancelInvitationConfirm: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing()));
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel the invitation for sam@example.com' }, { timeout: 5000 }));
    const confirm = within(await body.findByRole('alertdialog', { name: 'Cancel Invitation?' }));
    await waitFor(() => expect(confirm.getByText('Are you sure you want to cancel the invitation for sam@example.com?')).toBeVisible());
    await expect(confirm.getByRole('button', { name: 'Yes, Cancel' })).toBeEnabled();
  },
};

/** A refused removal closes the confirmation and opens the spec's Error modal. */
export const RemoveFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing()), projectHandlers.removeCollaboratorFailed());
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(await dialog.findByRole('button', { name: 'Remove omar.k' }, { timeout: 5000 }));
    await userEvent.click(await body.findByRole('button', { name: 'Yes, Remove' }));
    const error = await body.findByRole('alertdialog', { name: 'Error' }, { timeout: 5000 });
    await expect(error).toHaveTextContent('Failed to remove collaborator.');
    await expect(within(error).getByRole('button', { name: 'OK' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing()));
  },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'مشاركة المشروع' }));
    const found = await dialog.findByText('lena_draws', {}, { timeout: 5000 });
    await waitFor(() => expect(found).toBeVisible());
    // A person's English name keeps its own direction in the Arabic dialog.
    await expectOwnDirection(found, 'ltr');
  },
};

export const Phone: Story = {
  globals: phone,
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.sharing(buildSharing()));
  },
  play: async () => {
    const dialog = await openDialog();
    const found = await dialog.findByText('lena_draws', {}, { timeout: 5000 });
    await waitFor(() => expect(found).toBeVisible());
  },
};
