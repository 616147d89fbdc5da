import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { prepareStory } from '@stories/kit';
import { ToastRegion } from './toast';
import { createToastHelpers, toast, toastQueue, type ToastContent } from './toast-queue';

const body = within(document.body);

/** A queue of its own per story, filled with toasts that stay until dismissed so the screenshot is stable. */
function staticQueue(fill: (helpers: ReturnType<typeof createToastHelpers>) => void) {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });
  fill(createToastHelpers(queue));
  return queue;
}

const meta = {
  title: 'Design System/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toastQueue.clear();
    return prepareStory();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** toast.success() shows a toast for five seconds; Dismiss closes it at once. */
export const AppearsAndDismisses: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <Button variant="primary" onPress={() => toast.success('Image saved to your gallery.')}>
        Save
      </Button>
      <ToastRegion />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await body.findByRole('region', { name: /notification/i });
    await expect(region).toHaveTextContent('Image saved to your gallery.');
    await expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Image saved to your gallery.')).toBeNull());
  },
};

export const Variants: Story = {
  args: {
    queue: staticQueue((show) => {
      show.info('Waiting in queue: 3 tasks ahead of yours.', { timeout: 0 });
      show.error('Generation failed. Your 4 points were refunded.', { timeout: 0 });
      show.success('Image saved to your gallery.', { timeout: 0 });
    }),
  },
  play: async () => {
    const region = await body.findByRole('region', { name: /notification/i });
    // Newest on top.
    const items = within(region).getAllByRole('alertdialog');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Image saved');
  },
};

export const KeyboardReachable: Story = {
  args: {
    queue: staticQueue((show) => {
      show.success('Upscale finished.', { timeout: 0 });
    }),
  },
  play: async () => {
    await body.findByRole('region', { name: /notification/i });
    // Toasts are in the tab order, so keyboard users can reach the Dismiss button.
    await userEvent.tab();
    await expect(body.getByRole('alertdialog')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  },
};

export const LongMessage: Story = {
  args: {
    queue: staticQueue((show) => {
      show.error('The prompt was blocked by the safety filter. Rephrase it without names of real people and try again.', { timeout: 0 });
    }),
  },
};

/** Top left in Arabic: the region is pinned to the inline end. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    queue: staticQueue((show) => {
      show.info('في قائمة الانتظار: 3 مهام قبل مهمتك.', { timeout: 0 });
      show.success('حُفظت الصورة في معرضك.', { timeout: 0 });
    }),
  },
  play: async () => {
    const region = await body.findByRole('region');
    await expect(within(region).getAllByRole('button', { name: 'تجاهل' })).toHaveLength(2);
    await expect(region.getBoundingClientRect().left).toBeLessThan(100);
  },
};
