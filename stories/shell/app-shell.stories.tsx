import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userHandlers } from '../../mocks/handlers/user.handlers';
import { AppShell, WorkshopPlaceholder } from '../../src/features/shell';
import { startSession } from '../../src/lib/session';

const meta = {
  title: 'Screens/Shell/App Shell',
  component: AppShell,
  args: { onLogout: fn(), children: <WorkshopPlaceholder /> },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(userHandlers.me());
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 points');
    await expect(canvas.getByRole('heading', { name: 'Workshop' })).toBeVisible();
  },
};

export const UserMenu: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await expect(within(menu).getByText('lumen_artist')).toBeVisible();
  },
};

export const LogoutFromMenu: Story = {
  // Behaviour only: the closing menu is mid-animation when the story ends.
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toBeVisible();
  },
};
