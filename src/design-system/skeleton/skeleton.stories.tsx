import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  args: { shape: 'text' },
  play: async ({ canvasElement }) => {
    // Hidden from screen readers: the loading region says it is busy instead.
    await expect(canvasElement.querySelector('[data-shape="text"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Paragraph: Story = { args: { shape: 'text', lines: 3 } };
export const Rect: Story = { args: { shape: 'rect', height: 180 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };

/** A gallery card arriving: image, avatar and two lines, inside a region marked busy. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading templates" role="group" style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="rect" height={200} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={32} height={32} />
        <div style={{ flex: 1 }}>
          <Skeleton shape="text" lines={2} />
        </div>
      </div>
    </div>
  ),
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={3} />
      </div>
    </div>
  ),
};
