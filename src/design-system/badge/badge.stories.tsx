import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlaskConical, Lock, Star } from 'lucide-react';
import { expect } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Badge } from './badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  beforeEach: prepareStory,
  args: { children: 'Experimental' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Experimental')).toBeVisible();
  },
};

/** The product's badges: Experimental, DEAL, Most Popular, a tier lock, and a failure state. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="warning" icon={<FlaskConical />}>
        Experimental
      </Badge>
      <Badge variant="success">DEAL −20%</Badge>
      <Badge variant="accent" icon={<Star />}>
        Most Popular
      </Badge>
      <Badge variant="neutral" icon={<Lock />}>
        Pro
      </Badge>
      <Badge variant="danger">Failed</Badge>
    </div>
  ),
};

export const Small: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge size="sm" variant="warning">
        Experimental
      </Badge>
      <Badge size="sm" variant="neutral" icon={<Lock />}>
        Team
      </Badge>
    </div>
  ),
};

/** Solid badges for use over images, where a tint would vanish into the picture. */
export const Solid: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        gap: 8,
        padding: 16,
        borderRadius: 10,
        background: 'linear-gradient(135deg, #f0b35a, #d9467a 50%, #5b8def)',
      }}
    >
      <Badge isSolid variant="accent">
        Most Popular
      </Badge>
      <Badge isSolid variant="warning">
        DEAL
      </Badge>
      <Badge isSolid icon={<Lock />}>
        Pro
      </Badge>
    </div>
  ),
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge variant="warning" icon={<FlaskConical />}>
        تجريبي
      </Badge>
      <Badge variant="accent">الأكثر شيوعًا</Badge>
      <Badge icon={<Lock />}>احترافي</Badge>
    </div>
  ),
};
