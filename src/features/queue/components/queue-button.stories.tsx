import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildQueueTask } from '@mocks/fixtures/task.fixtures';
import { queueHandlers } from '@mocks/handlers/queue.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { endSession, startSession } from '@/domain/session';
import { ToastRegion, toastQueue } from '@/design-system';
import { QueueButton } from './queue-button';

const queued = [
  buildQueueTask({ task_id: 'task-q1', place: 3 }),
  buildQueueTask({ task_id: 'task-q2', place: 4, template_id: 'upscale_v1', template_label: 'Image Upscale', cost: 2 }),
];
const running = buildQueueTask({
  task_id: 'task-r1',
  status: 'running',
  progress: 40,
  template_id: 'image_to_image_v1',
  template_label: 'Image to Image',
});
const done = buildQueueTask({ task_id: 'task-d1', status: 'complete', progress: 100 });
const failed = buildQueueTask({
  task_id: 'task-f1',
  status: 'failed',
  error_code: 'content_refused',
  error_message: 'The request was refused by the content filter.',
});

/** Toasts live in the app's one queue: each story starts with none. */
const clearToasts = () => {
  for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
};

const meta = {
  title: 'Features/Queue/Queue Panel',
  component: QueueButton,
  args: { teamId: null, onEditRetry: fn() },
  // The panel is a modal in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <QueueButton {...args} />
      <ToastRegion />
    </>
  ),
  beforeEach: async ({ msw }) => {
    clearToasts();
    endSession();
    msw.use(...queueHandlers.feed([running, ...queued, done, failed]), templateHandlers.serviceModels('Pro'));
    // The panel's code loads with the button's first press; have it ready so the checks wait for the panel.
    await import('./queue-sheet');
  },
} satisfies Meta<typeof QueueButton>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openQueue(canvas: ReturnType<typeof within>, name = 'Queue', title = name) {
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(await within(document.body).findByRole('dialog', { name: title }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    const list = await panel.findByRole('grid', { name: 'Tasks in this workspace' });
    await expect(within(list).getAllByRole('row')).toHaveLength(5);
    await expect(panel.getByText('3 tasks in progress')).toBeVisible();
    await expect(panel.getByText('Waiting in queue... Place 3 in line')).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(panel.getByText('The request was refused by the content filter.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(queueHandlers.list([])),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByText('No tasks yet.')).toBeVisible();
  },
};

export const Queued: Story = {
  beforeEach: ({ msw }) => msw.use(queueHandlers.list(queued)),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByText('Waiting in queue... Place 4 in line')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cancel Image Upscale' })).toBeEnabled();
  },
};

export const RunningWithProgress: Story = {
  beforeEach: ({ msw }) =>
    msw.use(queueHandlers.list([running, buildQueueTask({ task_id: 'task-r2', status: 'running', progress: null })])),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    const bars = await panel.findAllByRole('progressbar', { name: 'Progress' });
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '40');
    // A provider that reports no percentage yet: an indeterminate bar.
    await expect(bars[1]).not.toHaveAttribute('aria-valuenow');
  },
};

export const Done: Story = {
  beforeEach: ({ msw }) => msw.use(queueHandlers.list([done])),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByText('Done')).toBeVisible();
    await expect(panel.queryByRole('button', { name: /Cancel|Retry/ })).toBeNull();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(...queueHandlers.feed([failed])),
  play: async ({ canvas, args }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByText('The request was refused by the content filter.')).toBeVisible();
    // The points held for it came back when it failed, and the row says so.
    await expect(panel.getByText(`${failed.cost} points refunded.`)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Edit and retry Text to Image' }));
    await waitFor(() => expect(args.onEditRetry).toHaveBeenCalledWith(failed.inputs));
    // The panel closes so the workshop shows.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const RetryFailed: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(...queueHandlers.feed([failed])),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await userEvent.click(await panel.findByRole('button', { name: 'Retry Text to Image' }));
    await expect(await within(document.body).findByText('Started again.')).toBeVisible();
  },
};

export const Cancelled: Story = {
  beforeEach: ({ msw }) => msw.use(...queueHandlers.feed(queued)),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await userEvent.click(await panel.findByRole('button', { name: 'Cancel Text to Image' }));
    // The refund shows at once, in a toast and on the row, and the row says what happened to screen readers.
    await waitFor(() => expect(within(document.body).getAllByText('Cancelled. 4 points refunded.')).toHaveLength(2));
    await expect(await panel.findByText('Cancelled')).toBeVisible();
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Text to Image cancelled.'));
  },
};

export const CancelPending: Story = {
  beforeEach: ({ msw }) => msw.use(...queueHandlers.feed(queued, { cancelDelayMs: 60_000 })),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    const cancel = await panel.findByRole('button', { name: 'Cancel Text to Image' });
    await userEvent.click(cancel);
    // The button shows a spinner while the cancel is under way (React Aria marks it pending).
    await expect(await panel.findByText('Cancelling…')).toBeVisible();
  },
};

export const ErrorLoading: Story = {
  beforeEach: ({ msw }) => msw.use(queueHandlers.listFailed()),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByText('Could not load the queue.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(queueHandlers.listPending()),
  play: async ({ canvas }) => {
    await openQueue(canvas);
  },
};

/** A team member's view: a teammate's task shows who started it and cannot be cancelled by them. */
export const TeamMember: Story = {
  args: { teamId: 'team-1' },
  beforeEach: ({ msw }) =>
    msw.use(
      queueHandlers.list([
        buildQueueTask({ task_id: 'task-t1', owner_name: 'dana', is_own: false, can_cancel: false, inputs: null }),
        buildQueueTask({ task_id: 'task-t2', place: 2 }),
      ]),
    ),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByText('Started by dana')).toBeVisible();
    await expect(panel.getAllByRole('button', { name: 'Cancel Text to Image' })).toHaveLength(1);
  },
};

export const NoPermission: Story = {
  args: { teamId: 'team-left' },
  beforeEach: ({ msw }) => msw.use(queueHandlers.listNotFound()),
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByRole('alert')).toHaveTextContent("You cannot see this workspace's queue.");
  },
};

/** Tasks in progress: the count over the button, and in its name for screen readers. */
export const WithCount: Story = {
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(userHandlers.allowance({ tasks_in_progress: 3 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Queue, 3 in progress' })).toBeVisible();
    await expect(canvas.getByTestId('queue-count')).toHaveTextContent('3');
  },
};

export const WithCountArabic: Story = {
  ...WithCount,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'قائمة الانتظار، 3 قيد التنفيذ' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas, 'قائمة الانتظار');
    await expect(await panel.findByText('3 مهام قيد التنفيذ')).toBeVisible();
    // Each task's template is named in Arabic, from the catalog.
    await expect(await panel.findByText('صورة إلى صورة')).toBeVisible();
    const dialog = within(document.body).getByRole('dialog');
    // The panel slides from the inline end: the left edge in Arabic.
    await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const panel = await openQueue(canvas);
    await expect(await panel.findByRole('grid', { name: 'Tasks in this workspace' })).toBeVisible();
  },
};
