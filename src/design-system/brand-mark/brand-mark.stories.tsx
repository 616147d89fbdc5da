import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './brand-mark';

const meta = { title: 'Design System/Brand Mark', component: BrandMark } satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(mark).toHaveStyle({ width: '28px', height: '28px' });
  },
};

export const Large: Story = {
  args: { size: 48 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '48px' });
  },
};
