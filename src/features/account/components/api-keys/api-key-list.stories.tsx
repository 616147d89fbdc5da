import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ApiKeyList } from './api-key-list';

const body = within(document.body);

const meta = {
  title: 'Features/Account/API Key List',
  component: ApiKeyList,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: {
    keys: [
      {
        id: 'key-1',
        name: 'Render server',
        key_prefix: 'stk_3f9a2c',
        truncated_key: 'stk_3f9a2c…7d1e',
        scopes: ['generation:write'],
        created_at: '2026-10-03T09:15:00.000Z',
        last_used_at: '2026-11-20T16:42:00.000Z',
      },
      {
        id: 'key-2',
        name: 'A very long key name that wraps on narrow screens rather than pushing the button away',
        key_prefix: 'stk_81be04',
        truncated_key: 'stk_81be04…c2a9',
        scopes: ['generation:write'],
        created_at: '2026-11-12T08:00:00.000Z',
        last_used_at: null,
      },
    ],
    onRevoke: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiKeyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Your API keys' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Prefix stk_3f9a2c');
    await expect(rows[1]).toHaveTextContent('Never used');
    // Each revoke button names its key, so a screen reader user knows which one it removes.
    await expect(canvas.getByRole('button', { name: 'Revoke Render server' })).toBeVisible();
  },
};

export const RevokeAfterConfirming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Render server' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 'key-1' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const CancelKeepsTheKey: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Render server' }));
    const confirm = await body.findByRole('alertdialog');
    // Destructive: focus starts on Cancel, so Enter does no harm.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Revoke/ })).toHaveLength(2);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إبطال Render server' })).toBeVisible();
  },
};
