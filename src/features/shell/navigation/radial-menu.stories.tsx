import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryNavigation, storyHrefs } from '@stories/kit/story-navigation';
import { RadialMenu } from './radial-menu';

/** A menu's code loads with the press that opens it, which a cold dev server on a loaded machine can make slow. */
const lazyOverlay = { timeout: 5000 };

const meta = {
  title: 'Features/Shell/Radial Menu',
  component: RadialMenu,
  args: { currentPath: '/workshop/default', hrefs: storyHrefs },
  // Shown only on landscape phones; the fan opens in a portal.
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  render: (args) => (
    <StoryNavigation initialPath={args.currentPath}>{(currentPath) => <RadialMenu {...args} currentPath={currentPath} />}</StoryNavigation>
  ),
} satisfies Meta<typeof RadialMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openFan(canvas: ReturnType<typeof within>, name = 'Navigation menu') {
  const button = canvas.getByRole('button', { name });
  await userEvent.click(button);
  // The pointer leaves, so the button is not caught in its hover colour.
  await userEvent.unhover(button);
  const menu = await within(document.body).findByRole('menu', {}, lazyOverlay);
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Navigation menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    const menu = await openFan(canvas);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Workshop',
      'Gallery',
      'Studio',
      'Teams',
      'Account',
    ]);
  },
};

export const NavigatesByPointer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const menu = await openFan(canvas);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Gallery' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/gallery');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const NavigatesByKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Navigation menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu', {}, lazyOverlay));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Workshop' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/studio');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phoneLandscape', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = await openFan(canvas, 'قائمة التنقل');
    await expect(menu.getByRole('menuitem', { name: 'المعرض' })).toBeVisible();
  },
};
