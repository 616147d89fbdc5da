import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogTrigger } from '../dialog';
import { prepareStory } from '@stories/kit';
import { SideSheet } from './side-sheet';

const body = within(document.body);

const tasks = ['A lighthouse at dusk', 'Harbour in the rain', 'Desert city, wide', 'Forest path, morning'];

const meta = {
  title: 'Design System/Side Sheet',
  component: SideSheet,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { isDismissable: true },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger defaultOpen>
        <Button>Tasks</Button>
        <SideSheet {...args}>
          <Dialog title="Tasks in progress">
            <ul style={{ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 12 }}>
              {tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </Dialog>
        </SideSheet>
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof SideSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full height at the inline end; the page stays visible, dimmed, beside it. */
export const Open: Story = {
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: 'Tasks in progress' });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(sheet.getBoundingClientRect().height).toBeCloseTo(window.innerHeight, 0);
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const ClosesOnEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Tasks' }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tasks' })).toHaveFocus());
  },
};

/** In Arabic it opens from the left, the inline end of a right-to-left page. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger defaultOpen>
        <Button>المهام</Button>
        <SideSheet {...args}>
          <Dialog title="المهام الجارية">
            <p style={{ margin: 0 }}>منارة عند الغسق</p>
          </Dialog>
        </SideSheet>
      </DialogTrigger>
    </div>
  ),
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: 'المهام الجارية' });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
  },
};

/** Phones: the sheet takes the whole width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const sheet = await body.findByRole('dialog');
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 4));
  },
};
