import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildPermissions } from '@mocks/fixtures/user.fixtures';
import { buildWebhookAttempt } from '@mocks/fixtures/webhook.fixtures';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { newWebhookSecret, webhookHandlers } from '@mocks/handlers/webhook.handlers';
import { accountScreenMeta, arabic, body, desktopFullPage, openSection, phoneFullPage, shownToast, typeInto } from './account-story-kit';

const meta = {
  ...accountScreenMeta,
  title: 'Screens/Account/Webhooks',
  globals: desktopFullPage,
  beforeEach: (context) => {
    const cleanup = accountScreenMeta.beforeEach(context);
    context.msw.use(webhookHandlers.list(), webhookHandlers.attempts());
    return cleanup;
  },
} satisfies Meta<typeof accountScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const lockedTier = () => userHandlers.allowance({ permissions: buildPermissions({ apiKeys: { canCreate: false } }) });

async function openWebhooks(canvas: Parameters<typeof openSection>[0]) {
  await openSection(canvas, 'Webhooks');
  return canvas;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    const list = await canvas.findByRole('list', { name: 'Your webhooks' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('https://render.example.com/hooks/studio');
    await expect(first).toHaveTextContent('Task finished · Task failed');
    await expect(first).toHaveTextContent('whsec_…9fQe');
    await expect(second).toHaveTextContent('Task failed');
    await expect(second).not.toHaveTextContent('Task finished');
    await expect(canvas.getByRole('button', { name: 'Add Webhook' })).toBeVisible();
    await expect(canvas.getByText(/Studio-Signature/)).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.listPending());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await expect(await canvas.findByRole('status', { name: 'Loading webhooks' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.list([]));
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await expect(await canvas.findByText('You have no webhooks yet.')).toBeVisible();
    await expect(canvas.getByLabelText('Endpoint URL', { selector: 'input' })).toBeVisible();
  },
};

/** A plan without API access: the upgrade hint instead of the form. */
export const LockedTier: Story = {
  beforeEach: ({ msw }) => {
    msw.use(lockedTier(), webhookHandlers.list([]));
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await expect(await canvas.findByText(/Webhooks come with API access/)).toBeVisible();
    const upgrade = canvas.getAllByRole('link', { name: 'Upgrade Plan' });
    await expect(upgrade.at(-1)).toHaveAttribute('href', '/billing?tier=Plus');
    await expect(canvas.queryByRole('button', { name: 'Add Webhook' })).toBeNull();
  },
};

/** Webhooks added on a former plan keep working; only adding needs the upgrade. */
export const ListWithoutPermission: Story = {
  beforeEach: ({ msw }) => {
    msw.use(lockedTier());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await expect(await canvas.findByRole('list', { name: 'Your webhooks' })).toBeVisible();
    await expect(canvas.getByText(/does not include adding webhooks/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Webhook' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.listFailed());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await expect(await canvas.findByText('Failed to load webhooks.')).toBeVisible();
  },
};

export const DeliveryLog: Story = {
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    const [first] = within(await canvas.findByRole('list', { name: 'Your webhooks' })).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Delivery log' }));
    const log = await canvas.findByRole('list', { name: 'Delivery log of https://render.example.com/hooks/studio' });
    const rows = within(log).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Delivered');
    await expect(rows[1]).toHaveTextContent('HTTP 500');
    await expect(rows[1]).toHaveTextContent('Next try');
    await expect(rows[2]).toHaveTextContent('No answer');
    await expect(rows[2]).toHaveTextContent('ECONNREFUSED');
  },
};

export const DeliveryLogFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.attemptsFailed());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    const [first] = within(await canvas.findByRole('list', { name: 'Your webhooks' })).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Delivery log' }));
    await expect(await canvas.findByText('Failed to load the delivery log.')).toBeVisible();
  },
};

export const SecretShownOnce: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.list([]), webhookHandlers.create());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await typeInto(canvas, 'Endpoint URL', 'https://render.example.com/hooks/studio');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Webhook' }));
    const secret = await canvas.findByLabelText('Signing secret', { selector: 'input' });
    await expect(secret).toHaveValue(newWebhookSecret);
    await expect(canvas.getByText(/It won't be shown again/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.queryByLabelText('Signing secret', { selector: 'input' })).toBeNull());
  },
};

export const UrlInvalid: Story = {
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await typeInto(canvas, 'Endpoint URL', 'ftp://files.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Webhook' }));
    await expect(await canvas.findByText(/Enter a web address starting with https:\/\//)).toBeVisible();
  },
};

/** The server refused a private or local address. */
export const UrlRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.createRefused());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await typeInto(canvas, 'Endpoint URL', 'http://192.168.1.20/hook');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Webhook' }));
    await expect(await canvas.findByText(/This URL cannot receive webhooks/)).toBeVisible();
    await expect(canvas.getByLabelText('Endpoint URL', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SendTestDelivered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.sendTest());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test to https://render.example.com/hooks/studio' }));
    await shownToast('Test event delivered (HTTP 200).');
  },
};

export const SendTestNotDelivered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      webhookHandlers.sendTest(
        buildWebhookAttempt({ event_type: 'webhook.test', status_code: 404, error: 'The receiver answered 404.', is_success: false }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test to https://render.example.com/hooks/studio' }));
    await shownToast('The test event was not delivered: The receiver answered 404.');
  },
};

export const RotateConfirm: Story = {
  beforeEach: ({ msw }) => {
    msw.use(webhookHandlers.rotate());
  },
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rotate secret of https://render.example.com/hooks/studio' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    await expect(await canvas.findByLabelText('Signing secret', { selector: 'input' })).toHaveValue(newWebhookSecret);
  },
};

export const RemoveConfirm: Story = {
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove https://render.example.com/hooks/studio' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove this webhook?' });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(confirm).toHaveTextContent('Events stop going to https://render.example.com/hooks/studio at once');
  },
};

export const Arabic: Story = {
  globals: { ...desktopFullPage, ...arabic },
  play: async ({ canvas }) => {
    await openSection(canvas, 'خطافات الويب');
    const list = await canvas.findByRole('list', { name: 'خطافات الويب الخاصة بك' });
    await expect(list).toHaveTextContent('https://render.example.com/hooks/studio');
    const [first] = within(list).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'سجل الإرسال' }));
    await expect(await canvas.findByRole('list', { name: 'سجل إرسال https://render.example.com/hooks/studio' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة خطاف ويب' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await openWebhooks(canvas);
    const [first] = within(await canvas.findByRole('list', { name: 'Your webhooks' })).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Delivery log' }));
    await expect(await canvas.findByRole('list', { name: /Delivery log of/ })).toBeVisible();
  },
};
