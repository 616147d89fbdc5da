import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { prepareStory, sampleImage } from '@stories/kit';
import { Card } from './card';

const title = { margin: 0, fontSize: 16, fontWeight: 600 } as const;
const text = { margin: 0, fontSize: 14, color: 'var(--color-text-muted)' } as const;

const meta = {
  title: 'Design System/Card',
  component: Card,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  render: (args) => (
    <Card {...args}>
      <h3 style={title}>Points balance</h3>
      <p style={{ ...text, fontSize: 32, color: 'var(--color-text)' }} className="tabular-nums">
        1,240
      </p>
      <Button variant="primary">Top up</Button>
    </Card>
  ),
};

export const Raised: Story = {
  render: () => (
    <Card variant="raised" corner={<Badge variant="accent">Most Popular</Badge>}>
      <h3 style={title}>Pro</h3>
      <p style={text}>4,000 points a month, private generation, upscaling to 4K.</p>
    </Card>
  ),
};

/** A template card: the image is the card, the name sits on a scrim, badges in the top end corner. */
export const Image: Story = {
  render: () => (
    <Card
      variant="image"
      imageSrc={sampleImage(265)}
      aspectRatio="4 / 5"
      corner={
        <>
          <Badge isSolid size="sm" variant="warning">
            Experimental
          </Badge>
          <Badge isSolid size="sm" icon={<Lock />}>
            Pro
          </Badge>
        </>
      }
    >
      <h3 style={title}>Neon portrait</h3>
      <p style={{ ...text, color: 'rgb(255 255 255 / 0.8)' }}>Text to image · 4 pts</p>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The heading already names the card, so the picture is decorative (alt="").
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getByRole('heading', { name: 'Neon portrait' })).toBeVisible();
  },
};

export const ImageGrid: Story = {
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {[20, 140, 200, 320, 90, 45].map((hue, index) => (
        <Card key={hue} variant="image" imageSrc={sampleImage(hue)} imageAlt={`Sample ${index + 1}`}>
          {index % 2 === 0 && <span style={{ fontSize: 14, fontWeight: 600 }}>Template {index + 1}</span>}
        </Card>
      ))}
    </div>
  ),
};

/** The corner badges move to the top left and text aligns right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Card
      variant="image"
      imageSrc={sampleImage(180)}
      aspectRatio="4 / 5"
      corner={
        <Badge isSolid size="sm" variant="accent">
          الأكثر شيوعًا
        </Badge>
      }
    >
      <h3 style={title}>صورة نيون</h3>
      <p style={{ ...text, color: 'rgb(255 255 255 / 0.8)' }}>نص إلى صورة · 4 نقاط</p>
    </Card>
  ),
};
