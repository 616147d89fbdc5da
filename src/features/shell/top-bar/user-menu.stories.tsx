import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryNavigation, storyHrefs } from '@stories/kit/story-navigation';
import { UserMenu } from './user-menu';

/** A menu's code loads with the press that opens it, which a cold dev server on a loaded machine can make slow. */
const lazyOverlay = { timeout: 5000 };

/** With no session no user loads, so the menu has no name header; the screen stories show it signed in. */
const meta = {
  title: 'Features/Shell/User Menu',
  component: UserMenu,
  args: { accountHref: storyHrefs.account, aiToolsHref: storyHrefs.aiTools, onLogout: fn() },
  // The open menu lives in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryNavigation>
      {() => (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <UserMenu {...args} />
        </div>
      )}
    </StoryNavigation>
  ),
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvas: ReturnType<typeof within>, name = 'Account menu') {
  await userEvent.click(await canvas.findByRole('button', { name }));
  const menu = await within(document.body).findByRole('menu', {}, lazyOverlay);
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
}

export const Open: Story = {
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await expect(menu.getByRole('menuitem', { name: 'Manage Account' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'false');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    // The side panel offers AI Tools on a wide screen.
    await expect(menu.queryByRole('menuitem', { name: 'AI Tools' })).toBeNull();
  },
};

/** Phones have no side panel and the spec's bottom bar leaves AI Tools out: the menu offers it. */
export const PhoneOffersAiTools: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await expect(menu.getByRole('menuitem', { name: 'AI Tools' })).toHaveAttribute('href', '/ai-tools');
  },
};

export const ManageAccountNavigates: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Manage Account' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/account');
  },
};

export const SwitchesToArabic: Story = {
  // Behaviour only: the closing menu is mid-animation when the story ends.
  parameters: { screenshot: false },
  beforeEach: () => () => localStorage.removeItem('language'),
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'العربية' }));
    // Applied at once, mirrored and remembered.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(localStorage.getItem('language')).toBe('ar');
    await expect(canvas.getByRole('button', { name: 'قائمة الحساب' })).toBeVisible();
  },
};

export const Logout: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const menu = await openMenu(canvas);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas, 'قائمة الحساب');
    await expect(menu.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** The trigger is React Aria's: Enter opens the menu on its first item, Escape closes it and focus comes back. */
export const ByKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu', {}, lazyOverlay));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Manage Account' })).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
