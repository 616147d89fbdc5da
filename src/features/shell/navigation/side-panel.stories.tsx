import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setSidePanelCollapsed } from '../state/side-panel-store';
import { StoryNavigation, storyHrefs } from '@stories/kit/story-navigation';
import { SidePanel } from './side-panel';

const meta = {
  title: 'Features/Shell/Side Panel',
  component: SidePanel,
  args: { currentPath: '/workshop/default', hrefs: storyHrefs },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryNavigation initialPath={args.currentPath}>{(currentPath) => <SidePanel {...args} currentPath={currentPath} />}</StoryNavigation>
  ),
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelWidth = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('navigation', { name: 'Main navigation' }).getBoundingClientRect().width;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Workshop' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['AI Tools', 'My Studio', 'Gallery', 'Teams', 'Account']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

export const Collapsed: Story = {
  args: { currentPath: '/teams/7' },
  beforeEach: () => setSidePanelCollapsed(true),
  play: async ({ canvas }) => {
    // Exactly 4rem (spec part 1 §9); the entries keep their names for screen readers.
    await expect(panelWidth(canvas)).toBe(64);
    await expect(canvas.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Workshop');
  },
};

export const CollapseTogglesAndPersists: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse side panel' }));
    await waitFor(() => expect(panelWidth(canvas)).toBe(64));
    await expect(localStorage.getItem('sidePanelCollapsed')).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand side panel' }));
    await waitFor(() => expect(panelWidth(canvas)).toBe(240));
    await expect(localStorage.getItem('sidePanelCollapsed')).toBe('false');
  },
};

export const Navigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Gallery' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/gallery');
    await expect(canvas.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Workshop' })).not.toHaveAttribute('aria-current');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الورشة' })).toHaveAttribute('aria-current', 'page');
    // The panel sits at the inline start: the right edge in Arabic.
    const nav = canvas.getByRole('navigation');
    await expect(Math.round(nav.getBoundingClientRect().right)).toBe(window.innerWidth);
  },
};
