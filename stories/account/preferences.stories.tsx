import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { updateSettings } from '@contract';
import { jsonBody, mockCall } from '@mocks/contract-handler';
import { accountHandlers } from '@mocks/handlers/account.handlers';
import { accountScreenMeta, arabic, openSection, phone, shownToast } from './account-story-kit';

const meta = { ...accountScreenMeta, title: 'Screens/Account/Preferences' } satisfies Meta<typeof accountScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await openSection(canvas, 'Preferences');
    const toggle = await canvas.findByRole('switch', { name: 'Show Failed Tasks' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/failed visible in your task list/);
  },
};

const savedChanges = fn();

/** Switching off saves at once with only the changed setting. */
export const Saved: Story = {
  beforeEach: ({ msw }) => {
    savedChanges.mockClear();
    msw.use(
      mockCall(updateSettings, async ({ request }) => {
        savedChanges(await jsonBody(request));
        return { settings: { show_failed_tasks: false } };
      }),
    );
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Preferences');
    const toggle = await canvas.findByRole('switch', { name: 'Show Failed Tasks' });
    // The switch waits, disabled, for the saved settings; a click before they arrive would change nothing.
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(savedChanges).toHaveBeenCalledWith({ show_failed_tasks: false }));
    // Still off once the answer is in.
    await expect(toggle).not.toBeChecked();
  },
};

export const SaveFailedReverted: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.updateSettingsFailed());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Preferences');
    const toggle = await canvas.findByRole('switch', { name: 'Show Failed Tasks' });
    // The switch waits, disabled, for the saved settings; a click before they arrive would change nothing.
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await shownToast('Failed to save settings.');
    await expect(toggle).toBeChecked();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await openSection(canvas, 'التفضيلات');
    await expect(await canvas.findByRole('switch', { name: 'إظهار المهام الفاشلة' })).toBeChecked();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await openSection(canvas, 'Preferences');
    await expect(await canvas.findByRole('switch', { name: 'Show Failed Tasks' })).toBeVisible();
  },
};
