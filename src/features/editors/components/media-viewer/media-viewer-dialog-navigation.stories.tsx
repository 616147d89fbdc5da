import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { buildGeneratedMedia, pictureUrl, samplePrompts } from '@mocks/fixtures/media.fixtures';
import { button, mediaViewerMeta, ready, screen, focusByKeyboard, type Host } from './media-viewer-dialog-story-kit';

/**
 * Moving through the list in the viewer: arrows and buttons, its first and last items, a list that pages, and full
 * screen, where the arrows still work.
 */
const meta = {
  ...mediaViewerMeta,
  title: 'Features/Editors/Media Viewer Dialog Navigation',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A second page of creations, for a list that pages. */
const nextPage = [4, 5].map((seed) =>
  buildGeneratedMedia({ id: `m${seed}`, generated_url: pictureUrl(seed * 5, 1024, 1024), prompt_text: samplePrompts[seed]! }),
);

export const PagesWithArrowKeys: Story = {
  play: async () => {
    await ready();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen().getByText('2 of 3')).toBeVisible();
    await expect(screen().getByText(samplePrompts[2]!)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(screen().getByText('3 of 3')).toBeVisible();
    await expect(button('Next')).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen().getByText('2 of 3')).toBeVisible();
    // Each new item holds its actions for 300 ms: the picture is taken once they are live again.
    await waitFor(() => expect(button(/Remix/)).toBeEnabled());
  },
};

/** On the first item Previous is disabled, and the buttons step as the keys do. */
export const FirstItem: Story = {
  play: async () => {
    await ready();
    await expect(button('Previous')).toBeDisabled();
    await expect(button('Next')).toBeEnabled();
    await userEvent.click(button('Next'));
    await expect(screen().getByText('2 of 3')).toBeVisible();
    await userEvent.click(button('Previous'));
    await expect(screen().getByText('1 of 3')).toBeVisible();
    await waitFor(() => expect(button(/Remix/)).toBeEnabled());
  },
};

/** On the last item of a list that has no more, Next is disabled and the right arrow stays. */
export const LastItem: Story = {
  args: { start: 2 },
  play: async () => {
    await ready();
    await expect(screen().getByText('3 of 3')).toBeVisible();
    await expect(button('Next')).toBeDisabled();
    await expect(button('Previous')).toBeEnabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen().getByText('3 of 3')).toBeVisible();
  },
};

/** At the end of a list that pages, Next stays on: it shows the next page's loading, then its first creation. */
export const LoadsNextPage: Story = {
  args: { start: 2, laterPages: [nextPage] },
  parameters: { screenshot: false },
  play: async () => {
    await ready();
    await expect(screen().getByText('3 of 3+')).toBeVisible();
    await expect(button('Next')).toBeEnabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen().findByText(samplePrompts[4]!)).toBeVisible();
    await expect(screen().getByText('4 of 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen().getByText('5 of 5')).toBeVisible();
    await expect(button('Next')).toBeDisabled();
  },
};

/** While the page of the position stepped to loads, the stage says so. */
export const LoadingPosition: Story = {
  args: { start: 2, laterPages: [nextPage], pageDelayMs: 60_000 },
  play: async () => {
    await ready();
    await userEvent.click(button('Next'));
    await expect(screen().getByRole('progressbar', { name: 'Loading the creation…' })).toBeVisible();
    await expect(screen().getByText('4 of 4+')).toBeVisible();
  },
};

/** Full screen: the picture alone over the whole window; Escape leaves full screen before it would close. */
export const FullScreen: Story = {
  play: async () => {
    await ready();
    await userEvent.click(button('Full screen'));
    const layout = screen().getByTestId('viewer-layout');
    await expect(layout).toHaveAttribute('data-full-screen');
    await expect(screen().queryByRole('heading', { name: 'Details' })).toBeNull();
    await waitFor(() => {
      const stage = screen().getByTestId('viewer-stage').getBoundingClientRect();
      expect(stage.width).toBe(window.innerWidth);
      expect(stage.height).toBe(window.innerHeight);
    });
    // The arrows still walk the list in full screen.
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen().getByText('2 of 3')).toBeVisible();
    await expect(button('Exit full screen')).toBeVisible();
    await focusByKeyboard('Exit full screen');
  },
};

export const FullScreenLeavesWithEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await ready();
    await userEvent.keyboard('f');
    await expect(screen().getByTestId('viewer-layout')).toHaveAttribute('data-full-screen');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().getByTestId('viewer-layout')).not.toHaveAttribute('data-full-screen'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen().getByRole('heading', { name: 'Details' })).toBeVisible();
  },
};
