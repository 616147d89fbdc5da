import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setSoundMuted } from '@/lib/sounds';
import { appShellMeta, phone, phoneLandscape, ShellScreen } from './shell-story-kit';

/** A menu's code loads with the press that opens it, which a cold dev server on a loaded machine can make slow. */
const lazyOverlay = { timeout: 5000 };

const meta = {
  ...appShellMeta,
  title: 'Screens/Shell/App Shell',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigation = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'Main navigation' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 points');
    await expect(canvas.getByRole('heading', { name: 'Workshop' })).toBeVisible();
    await expect(within(navigation(canvas)).getByRole('link', { name: 'Workshop' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Workspace/ })).toHaveTextContent('Personal');
    // Projects is for small screens only.
    await expect(canvas.queryByRole('link', { name: 'Projects' })).toBeNull();
  },
};

export const CollapsedPanel: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    const toggle = await canvas.findByRole('button', { name: 'Collapse side panel' });
    await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    await waitFor(() => expect(navigation(canvas).getBoundingClientRect().width).toBe(64));
    await expect(canvas.getByRole('button', { name: 'Expand side panel' })).toBeVisible();
  },
};

export const Muted: Story = {
  beforeEach: () => setSoundMuted(true),
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await expect(canvas.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Tabs from the start of the page: the first stop is the skip link. */
async function tabToSkipLink(canvas: ReturnType<typeof within>, name: string) {
  await canvas.findByTestId('points-balance');
  await userEvent.tab();
  const skip = canvas.getByRole('link', { name });
  await expect(skip).toHaveFocus();
  await expect(skip).toBeVisible();
  return skip;
}

/**
 * The first tab stop of a signed-in page skips the top bar and the navigation; it shows while it has focus. No
 * picture: the screenshot step takes focus away first, and with it the link.
 */
export const SkipToMainContent: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skip = await tabToSkipLink(canvas, 'Skip to main content');
    await expect(Math.round(skip.getBoundingClientRect().left)).toBe(8);
  },
};

/** Following it puts focus on the page's content; the link leaves sight and the page stays. */
export const SkipToMainContentFollowed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skip = await tabToSkipLink(canvas, 'Skip to main content');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(skip).not.toBeVisible();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/workshop');
  },
};

/** Mirrored in Arabic: it shows at the right-hand corner. */
export const SkipToMainContentArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const skip = await tabToSkipLink(canvas, 'تخطَّ إلى المحتوى الرئيسي');
    await expect(Math.round(window.innerWidth - skip.getBoundingClientRect().right)).toBe(8);
  },
};

export const UserMenu: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu', {}, lazyOverlay);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await expect(within(menu).getByText('lumen_artist')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Manage Account' })).toHaveAttribute('href', '/account');
  },
};

export const LogoutFromMenu: Story = {
  // Behaviour only: the closing menu is mid-animation when the story ends.
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu', {}, lazyOverlay);
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce());
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toBeVisible();
    const bar = navigation(canvas);
    await expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Workshop', 'Gallery', 'Studio', 'Teams', 'Account']);
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/studio');
  },
};

export const PhoneLandscapeRadialMenu: Story = {
  globals: phoneLandscape,
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Navigation menu' });
    await userEvent.click(button);
    await userEvent.unhover(button);
    const menu = await within(document.body).findByRole('menu', { name: 'Navigation menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Teams' })).toBeVisible());
  },
};

export const SwitchToArabic: Story = {
  // Behaviour only: the closing menu is mid-animation when the story ends.
  parameters: { screenshot: false },
  beforeEach: () => () => localStorage.removeItem('language'),
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = within(await within(document.body).findByRole('menu', {}, lazyOverlay));
    await userEvent.click(await menu.findByRole('menuitemradio', { name: 'العربية' }));
    // Applied at once: the document mirrors and the shell speaks Arabic; the choice is remembered.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
    await expect(localStorage.getItem('language')).toBe('ar');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The side panel mirrors to the right edge.
    await expect(Math.round(canvas.getByRole('navigation').getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};

export const ArabicPhone: Story = {
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 نقطة');
    await expect(canvas.getByRole('link', { name: 'المشاريع' })).toBeVisible();
  },
};
