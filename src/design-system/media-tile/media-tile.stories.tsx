import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCcw } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { ProgressRing } from '../progress-ring';
import { sampleImage } from '@stories/kit';
import { MediaTile } from './media-tile';
import { loadedMedia, mediaTileMeta, resultActions } from './media-tile-story-kit';

/** A short looping video served by Storybook from mocks/public. */
const sampleVideo = '/samples/loop.webm';

/** What a tile shows: a picture or a video, loading, broken, generating or failed, alone or in a grid. */
const meta = {
  ...mediaTileMeta,
  title: 'Design System/MediaTile',
} satisfies Meta<typeof MediaTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result: the picture is the card, its prompt on the scrim; the whole tile opens it. */
export const Image: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const image = await loadedMedia(canvasElement);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Neon city at dusk' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A video plays muted, looping and inline; with motion reduced it stays on its poster. */
export const Video: Story = {
  args: { mediaType: 'video', src: sampleVideo, poster: sampleImage(200), title: 'Waves at night', label: 'Waves at night' },
  play: async ({ canvasElement }) => {
    const video = (await loadedMedia(canvasElement)) as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video.paused).toBe(true);
  },
};

/** The item itself is still loading: a skeleton of the same shape, so the grid does not move when it arrives. */
export const Loading: Story = {
  args: { isLoading: true, aspectRatio: '4 / 5' },
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[aria-busy="true"]');
    await expect(tile?.getBoundingClientRect().height).toBeCloseTo(260 * 1.25, 0);
  },
};

/** A picture that fails to load: an icon and a short note instead of a broken image. */
export const Broken: Story = {
  args: { src: '/samples/missing.png', alt: 'Neon city at dusk', title: undefined },
  play: async ({ canvas }) => {
    await canvas.findByText('Preview unavailable');
    await expect(canvas.getByRole('img', { name: 'Neon city at dusk' })).toHaveTextContent('Preview unavailable');
  },
};

export const BrokenVideo: Story = {
  args: { mediaType: 'video', src: '/samples/missing.webm', title: 'Waves at night' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Preview unavailable')).toBeVisible();
  },
};

/** Generating: no picture yet, a ring in the middle with 'Waiting in queue...' or the percent. */
export const Generating: Story = {
  args: { src: undefined, title: undefined, onPress: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, width: 520 }}>
      <MediaTile {...args}>
        <ProgressRing label="Waiting in queue..." isIndeterminate />
      </MediaTile>
      <MediaTile {...args}>
        <ProgressRing label="Generating" value={64} />
      </MediaTile>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Waiting in queue...' })).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('progressbar', { name: 'Generating' })).toHaveAttribute('aria-valuenow', '64');
  },
};

const onRetry = fn();

/** Failed: the message and a way forward, pressable although the tile is not. */
export const Failed: Story = {
  args: { src: undefined, title: undefined, onPress: undefined },
  render: (args) => (
    <MediaTile {...args}>
      <div style={{ display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center' }}>
        <span style={{ color: 'var(--color-danger)', fontSize: 14 }}>Generation failed. Please try again.</span>
        <Button size="sm" onPress={onRetry}>
          <RotateCcw />
          Retry
        </Button>
      </div>
    </MediaTile>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Generation failed. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A results grid as the workshop shows it: done, generating, a video and a failure, all one shape. */
export const ResultsGrid: Story = {
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      <MediaTile src={sampleImage(265)} title="Neon city at dusk" actions={resultActions} />
      <MediaTile src={sampleImage(140)} />
      <MediaTile>
        <ProgressRing label="Generating" value={38} />
      </MediaTile>
      <MediaTile
        mediaType="video"
        src={sampleVideo}
        poster={sampleImage(200)}
        endBadges={
          <Badge isSolid size="sm">
            0:04
          </Badge>
        }
      />
      <MediaTile src="/samples/missing.png" />
      <MediaTile isLoading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Generating' })).toBeVisible();
    await expect(await canvas.findByText('Preview unavailable')).toBeVisible();
  },
};

/** Phones: two columns, same shapes; the tiles scale with the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 342 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      {[265, 20, 180, 320].map((hue) => (
        <MediaTile key={hue} {...args} src={sampleImage(hue)} title={undefined} label={`Creation ${hue}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first?.getBoundingClientRect().width).toBeCloseTo(167, 0);
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};
