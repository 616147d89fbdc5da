import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountHandlers } from '@mocks/handlers/account.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { buildPermissions } from '@mocks/fixtures/user.fixtures';
import { accountScreenMeta, arabic, body, desktopFullPage, openSection, phoneFullPage, shownToast, typeInto } from './account-story-kit';

const meta = {
  ...accountScreenMeta,
  title: 'Screens/Account/API Keys',
  globals: desktopFullPage,
  beforeEach: (context) => {
    const cleanup = accountScreenMeta.beforeEach(context);
    context.msw.use(accountHandlers.apiKeys());
    return cleanup;
  },
} satisfies Meta<typeof accountScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const withoutCreatePermission = () => userHandlers.allowance({ permissions: buildPermissions({ apiKeys: { canCreate: false } }) });

/** Opens the create dialog from the section and returns it. */
async function openCreateDialog(canvas: Parameters<typeof openSection>[0]) {
  await openSection(canvas, 'API Keys');
  await userEvent.click(await canvas.findByRole('button', { name: 'Create API Key' }));
  const dialog = await body.findByRole('dialog', { name: 'Create API Key' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    const list = await canvas.findByRole('list', { name: 'Your API keys' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Render server');
    await expect(first).toHaveTextContent('stk_3f9a2c…7d1e');
    await expect(first).toHaveTextContent('Last used Nov 20, 2026');
    await expect(second).toHaveTextContent('Never used');
    await expect(canvas.getByRole('button', { name: 'Create API Key' })).toBeVisible();
  },
};

export const EmptyWithPermission: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.apiKeys([]));
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    await expect(await canvas.findByText('You have no API keys yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create API Key' })).toBeVisible();
  },
};

export const EmptyWithoutPermission: Story = {
  beforeEach: ({ msw }) => {
    msw.use(withoutCreatePermission(), accountHandlers.apiKeys([]));
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    await expect(await canvas.findByText(/API keys are not included in your plan/)).toBeVisible();
    const upgrade = canvas.getAllByRole('link', { name: 'Upgrade Plan' });
    await expect(upgrade.at(-1)).toHaveAttribute('href', '/billing?tier=Plus');
    await expect(canvas.queryByRole('button', { name: 'Create API Key' })).toBeNull();
  },
};

/** Keys made on a former plan: still listed and revocable, but no new ones. */
export const KeysWithoutPermission: Story = {
  beforeEach: ({ msw }) => {
    msw.use(withoutCreatePermission());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    await expect(await canvas.findByRole('list', { name: 'Your API keys' })).toBeVisible();
    await expect(canvas.getByText(/does not include creating new API keys/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create API Key' })).toBeNull();
  },
};

export const NewKeyShownOnce: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.createApiKey());
  },
  play: async ({ canvas }) => {
    const dialog = await openCreateDialog(canvas);
    await typeInto(dialog, 'Name', 'Studio plugin');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Key' }));
    const reveal = await body.findByRole('dialog', { name: 'Your new API key' });
    await expect(within(reveal).getByLabelText('API key', { selector: 'input' })).toHaveValue(
      'stk_5c07d1_Qm8vR2xKp4TzW9nYb6HcJ1sLd3FgA7eU0iXo9b3f',
    );
    await expect(reveal).toHaveTextContent("It won't be shown again.");
    await expect(within(reveal).getByRole('button', { name: 'Copy API key' })).toBeVisible();
    // Only Done closes it: no close button, and Escape does nothing.
    await expect(within(reveal).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Your new API key' })).toBeVisible();
  },
};

export const NameMissing: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCreateDialog(canvas);
    await typeInto(dialog, 'Name', '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Key' }));
    await expect(await dialog.findByText('Please provide a name for the API key.')).toBeVisible();
    await expect(dialog.getByLabelText('Name', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreateFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.createApiKeyFailed());
  },
  play: async ({ canvas }) => {
    const dialog = await openCreateDialog(canvas);
    await typeInto(dialog, 'Name', 'Studio plugin');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Key' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create API key.');
  },
};

export const RevokeConfirm: Story = {
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Render server' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(confirm).toHaveTextContent('Anything using “Render server” stops working at once.');
  },
};

export const RevokeFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.revokeApiKeyFailed());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Render server' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await shownToast('Failed to revoke API key.');
    // The confirmation stays open so the user can try again or cancel (the toast is an alertdialog too).
    await expect(body.getByRole('alertdialog', { name: 'Revoke this API key?' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { ...desktopFullPage, ...arabic },
  play: async ({ canvas }) => {
    await openSection(canvas, 'مفاتيح API');
    await expect(await canvas.findByRole('list', { name: 'مفاتيح API الخاصة بك' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنشاء مفتاح API' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await openSection(canvas, 'API Keys');
    await expect(await canvas.findByRole('list', { name: 'Your API keys' })).toBeVisible();
  },
};
