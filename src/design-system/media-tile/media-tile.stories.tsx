import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlaskConical, Heart, Lock, RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { ProgressRing } from '../progress-ring';
import { prepareStory, sampleImage } from '@stories/kit';
import { MediaTile } from './media-tile';

/** A short looping video served by Storybook from mocks/public. */
const sampleVideo = '/samples/loop.webm';

const resultActions = (
  <>
    <IconButton size="sm" aria-label="Remix">
      <Shuffle />
    </IconButton>
    <IconButton size="sm" aria-label="Favorite">
      <Heart />
    </IconButton>
  </>
);

const meta = {
  title: 'Design System/MediaTile',
  component: MediaTile,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  args: {
    src: sampleImage(265),
    title: 'Neon city at dusk',
    label: 'Neon city at dusk',
    onPress: fn(),
  },
} satisfies Meta<typeof MediaTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedMedia = async (canvasElement: HTMLElement) => {
  const media = canvasElement.querySelector('img, video');
  await waitFor(() => expect(media).toHaveAttribute('data-loaded', 'true'));
  return media as HTMLElement;
};

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

/** Actions hide until the pointer rests on the tile (on touch screens they always show). */
export const HoverActions: Story = {
  args: { actions: resultActions },
  play: async ({ canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    const remix = canvas.getByRole('button', { name: 'Remix' });
    const actions = remix.parentElement as HTMLElement;
    await expect(getComputedStyle(actions).opacity).toBe('0');
    await userEvent.hover(canvas.getByRole('button', { name: 'Neon city at dusk' }));
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
    await userEvent.click(remix);
  },
};

/** The keyboard reaches the tile, shows its ring and reveals the actions, which come next in the tab order. */
export const KeyboardFocus: Story = {
  args: { actions: resultActions },
  play: async ({ canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Neon city at dusk' })).toHaveAttribute('data-focus-visible', 'true');
    const actions = canvas.getByRole('button', { name: 'Remix' }).parentElement as HTMLElement;
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remix' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Neon city at dusk' })).toHaveFocus();
  },
};

/** Selecting: a checkbox in the start corner and an accent ring round the chosen tile. */
export const Selectable: Story = {
  args: { onSelectionChange: fn(), isSelectable: true, selectionLabel: 'Select Neon city at dusk' },
  render: function Render(args) {
    const [isSelected, setSelected] = useState(false);
    return (
      <MediaTile
        {...args}
        isSelected={isSelected}
        onSelectionChange={(next) => {
          setSelected(next);
          args.onSelectionChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Select Neon city at dusk' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-selected]')).not.toBeNull();
    // Ticking the box does not open the item.
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A template card: portrait, Experimental at the start corner, the plan lock at the end. */
export const TemplateCard: Story = {
  args: {
    aspectRatio: '4 / 5',
    src: sampleImage(20),
    title: (
      <>
        <div>Neon portrait</div>
        <div style={{ fontSize: 12, fontWeight: 400, opacity: 0.8 }}>Text to image · 4 pts</div>
      </>
    ),
    startBadges: (
      <Badge isSolid size="sm" variant="warning" icon={<FlaskConical />}>
        Experimental
      </Badge>
    ),
    endBadges: (
      <Badge isSolid size="sm" icon={<Lock />}>
        Pro
      </Badge>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    const start = canvas.getByText('Experimental').getBoundingClientRect();
    const end = canvas.getByText('Pro').getBoundingClientRect();
    await expect(start.left).toBeLessThan(end.left);
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;

/** Checks that the two badges and the tile are laid out so both badges show whole, neither over the other. */
const bothBadgesShow = async (canvasElement: HTMLElement, start: string, end: string) => {
  const tile = canvasElement.querySelector('[data-media-type]')!.getBoundingClientRect();
  const badge = (text: string) => [...canvasElement.querySelectorAll('[data-variant]')].find((found) => found.textContent === text);
  const startBox = badge(start)!.getBoundingClientRect();
  const endBox = badge(end)!.getBoundingClientRect();
  await expect(overlaps(startBox, endBox)).toBe(false);
  await expect(inside(startBox, tile)).toBe(true);
  await expect(inside(endBox, tile)).toBe(true);
  return { startBox, endBox };
};

/** A narrow card (a phone's two columns) with a badge in each corner: the end one wraps below the start one. */
export const NarrowWithBothBadges: Story = {
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  args: {
    aspectRatio: '4 / 3',
    title: undefined,
    startBadges: (
      <Badge isSolid size="sm" icon={<Lock />}>
        Plus
      </Badge>
    ),
    endBadges: (
      <Badge isSolid size="sm" variant="warning" icon={<FlaskConical />}>
        Experimental
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    await loadedMedia(canvasElement);
    const { startBox, endBox } = await bothBadgesShow(canvasElement, 'Plus', 'Experimental');
    await expect(endBox.top).toBeGreaterThanOrEqual(startBox.bottom);
    await expect(startBox.left).toBeLessThan(endBox.left);
  },
};

/** The same in Arabic: the start corner on the right, the end one wrapped below it on the left. */
export const NarrowWithBothBadgesArabic: Story = {
  ...NarrowWithBothBadges,
  globals: { locale: 'ar' },
  args: {
    ...NarrowWithBothBadges.args,
    startBadges: (
      <Badge isSolid size="sm" icon={<Lock />}>
        بلس
      </Badge>
    ),
    endBadges: (
      <Badge isSolid size="sm" variant="warning" icon={<FlaskConical />}>
        تجريبي للغاية
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    await loadedMedia(canvasElement);
    const { startBox, endBox } = await bothBadgesShow(canvasElement, 'بلس', 'تجريبي للغاية');
    await expect(endBox.top).toBeGreaterThanOrEqual(startBox.bottom);
    await expect(startBox.right).toBeGreaterThan(endBox.right);
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

/** In Arabic the corners swap: the start corner is on the right, the end corner and the actions on the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'مدينة النيون عند الغسق',
    label: 'مدينة النيون عند الغسق',
    isSelectable: true,
    startBadges: (
      <Badge isSolid size="sm" variant="warning">
        تجريبي
      </Badge>
    ),
    endBadges: (
      <Badge isSolid size="sm" icon={<Lock />}>
        احترافي
      </Badge>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'تحديد' })).toBeInTheDocument();
    const start = canvas.getByText('تجريبي').getBoundingClientRect();
    const end = canvas.getByText('احترافي').getBoundingClientRect();
    await expect(start.left).toBeGreaterThan(end.left);
  },
};
