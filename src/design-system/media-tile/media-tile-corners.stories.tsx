import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlaskConical, Lock } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { sampleImage } from '@stories/kit';
import type { MediaTile } from './media-tile';
import { loadedMedia, mediaTileMeta } from './media-tile-story-kit';

/** The badges in a tile's start and end corners: a template card, a narrow card, and Arabic, where the corners swap. */
const meta = {
  ...mediaTileMeta,
  title: 'Design System/MediaTile Corners',
} satisfies Meta<typeof MediaTile>;

export default meta;
type Story = StoryObj<typeof meta>;

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
