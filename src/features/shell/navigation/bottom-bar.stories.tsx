import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StoryNavigation, storyHrefs } from '@stories/kit/story-navigation';
import { BottomBar } from './bottom-bar';

const meta = {
  title: 'Features/Shell/Bottom Bar',
  component: BottomBar,
  args: { currentPath: '/workshop/default', hrefs: storyHrefs },
  // Shown only under 768 px.
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <StoryNavigation initialPath={args.currentPath}>{(currentPath) => <BottomBar {...args} currentPath={currentPath} />}</StoryNavigation>
  ),
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Workshop', 'Gallery', 'Studio', 'Teams', 'Account']);
    await expect(canvas.getByRole('link', { name: 'Workshop' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Navigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Teams' }));
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/teams');
    await expect(canvas.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Workshop comes first at the inline start: the right edge in Arabic.
    const workshop = canvas.getByRole('link', { name: 'الورشة' });
    await expect(workshop.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
  },
};
