import type { Meta } from '@storybook/react-vite';
import { Heart, Shuffle } from 'lucide-react';
import { expect, fn, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button';
import { prepareStory, sampleImage } from '@stories/kit';
import { MediaTile } from './media-tile';

/**
 * What the MediaTile story files share: a result tile 260 px wide that opens its item. Each file still names its
 * own title, which Storybook reads from the file's text.
 */
export const mediaTileMeta = {
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

/** A result's actions, shown on the tile while the pointer or the keyboard is on it. */
export const resultActions = (
  <>
    <IconButton size="sm" aria-label="Remix">
      <Shuffle />
    </IconButton>
    <IconButton size="sm" aria-label="Favorite">
      <Heart />
    </IconButton>
  </>
);

/** Waits for the tile's picture or video to load, and returns it. */
export const loadedMedia = async (canvasElement: HTMLElement) => {
  const media = canvasElement.querySelector('img, video');
  await waitFor(() => expect(media).toHaveAttribute('data-loaded', 'true'));
  return media as HTMLElement;
};
