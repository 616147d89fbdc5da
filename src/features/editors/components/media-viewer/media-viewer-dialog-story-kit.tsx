import type { Meta } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { buildGeneratedMedia, pictureUrl, samplePrompts } from '@mocks/fixtures/media.fixtures';
import { buildTemplateCatalog } from '@mocks/fixtures/template-catalog.fixtures';
import { lineageHandlers } from '@mocks/handlers/lineage.handlers';
import { prepareStory } from '@stories/kit';
import { ToastRegion, toastQueue } from '@/design-system';
import { MediaViewerDialog, type MediaViewerDialogProps } from './media-viewer-dialog';
import type { ViewerMedia } from './media-viewer-types';

/*
 * What the media viewer's story files share: three creations, a host that holds the index and pages as a screen
 * would, the meta that renders it, and the helpers that find the open viewer. Each file still names its own title
 * and layout, which Storybook reads from the file's text.
 */

/** Three creations: a landscape picture, a portrait one with a seed, and a favourite. */
export const items = [
  buildGeneratedMedia({ id: 'm1', generated_url: pictureUrl(3, 1024, 768), width: 1024, height: 768 }),
  buildGeneratedMedia({
    id: 'm2',
    generated_url: pictureUrl(9, 768, 1024),
    prompt_text: samplePrompts[2]!,
    seed: 42,
    width: 768,
    height: 1024,
  }),
  buildGeneratedMedia({ id: 'm3', generated_url: pictureUrl(14), prompt_text: samplePrompts[5]!, is_favorite: true }),
];

type HostProps = Omit<MediaViewerDialogProps, 'index' | 'onIndexChange' | 'hasMore' | 'onNeed'> & {
  start?: number;
  /** Pages the list loads when the viewer steps past its end, one at a time. */
  laterPages?: readonly ViewerMedia[][];
  /** How long a page takes to arrive. @default 400 */
  pageDelayMs?: number;
};

/** Holds the index as a host screen would, and loads a later page when the viewer nears the end, so paging works. */
export function Host({ start = 0, laterPages = [], pageDelayMs = 400, items: first, ...props }: HostProps) {
  const [index, setIndex] = useState(start);
  const [loaded, setLoaded] = useState(1);
  const shown = [...first, ...laterPages.slice(0, loaded - 1).flat()];
  const hasMore = loaded - 1 < laterPages.length;
  const onNeed = useCallback(
    (position: number) => {
      // A network's pause, so the loading state is seen before the page arrives.
      if (hasMore && position >= shown.length) window.setTimeout(() => setLoaded((count) => Math.max(count, loaded + 1)), pageDelayMs);
    },
    [hasMore, loaded, shown.length, pageDelayMs],
  );
  return (
    <>
      <MediaViewerDialog {...props} items={shown} index={index} onIndexChange={setIndex} hasMore={hasMore} onNeed={onNeed} />
      <ToastRegion />
    </>
  );
}

export const okPorts = { fetchBlob: async () => new Blob(['x']), save: fn(), openTab: fn() };

/** Toasts live in the app's one queue: each story starts and ends with none. */
const clearToasts = () => {
  for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
};

/** Renders the host with the three creations, its handlers mocked and no toast left from an earlier story. */
export const mediaViewerMeta = {
  component: Host,
  beforeEach: ({ msw }) => {
    clearToasts();
    msw.use(lineageHandlers.details());
    const cleanUp = prepareStory();
    return () => {
      clearToasts();
      cleanUp();
    };
  },
  args: {
    items,
    onClose: fn(),
    onAction: fn(),
    onToggleFavorite: fn(),
    templates: buildTemplateCatalog('Pro'),
    templateLabels: { text_to_image_v1: 'Text to Image' },
    downloadPorts: okPorts,
  },
} satisfies Partial<Meta<typeof Host>>;

export const screen = () => within(document.body);
export const button = (name: string | RegExp) => screen().getByRole('button', { name });
/**
 * Focuses the button named `name` after a key was pressed, as the keyboard reaches it: its focus ring and its
 * tooltip show. Full screen mounts its exit button anew, and whether that focus landed before or after the story's
 * key press decided whether the picture had them.
 */
export async function focusByKeyboard(name: string): Promise<void> {
  const target = button(name);
  target.blur();
  target.focus();
  await waitFor(() => expect(screen().getByRole('tooltip')).toHaveTextContent(name));
}

/** Waits for the viewer to open and settle, with its actions live (named in the story's language by `remix`). */
export async function ready(remix: string | RegExp = /Remix/) {
  const dialog = await screen().findByRole('dialog');
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  await waitFor(() => expect(button(remix)).toBeEnabled());
  return dialog;
}
