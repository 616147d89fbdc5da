import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { generatedMediaAt } from '@mocks/fixtures/media.fixtures';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { startSession } from '@/domain/session';
import { resetWorkspace } from '@/domain/workspace';
import { GalleryScreen } from '@/features/gallery';
import { prepareStory } from '../kit';

/**
 * What the gallery's screen and gesture stories share: a signed-in personal workspace whose history, favourites,
 * models and projects are answered. Each file still names its own title, layout and tags, which Storybook reads
 * from the file's text.
 */
export const galleryScreenMeta = {
  component: GalleryScreen,
  args: { onMediaAction: fn() },
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    resetWorkspace();
    msw.use(mediaHandlers.history(), mediaHandlers.toggleFavorite(), templateHandlers.serviceModels('Pro'), ...projectHandlers.defaults());
    return prepareStory();
  },
} satisfies Partial<Meta<typeof GalleryScreen>>;

/** A history of `count` creations whose oldest is named, so a story can tell it from the others. */
export const oldestOf = (count: number) => (index: number) =>
  index === count - 1 ? { ...generatedMediaAt(index), name: 'The oldest creation' } : generatedMediaAt(index);
