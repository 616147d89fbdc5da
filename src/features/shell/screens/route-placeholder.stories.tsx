import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoutePlaceholder } from './route-placeholder';

const meta = {
  title: 'Features/Shell/Route Placeholder',
  component: RoutePlaceholder,
  args: { screen: 'workshop' },
} satisfies Meta<typeof RoutePlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Workshop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Workshop' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithBackLink: Story = {
  args: { screen: 'team', backHref: '/teams' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Team' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  },
};

export const Arabic: Story = {
  args: { screen: 'studio' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الاستوديو الخاص بي' })).toBeVisible();
  },
};
