import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogTrigger } from '../dialog';
import { IconButton } from '../icon-button';
import { prepareStory } from '@stories/kit';
import { Switch } from '../switch';
import { Popover } from './popover';

const body = within(document.body);

const meta = {
  title: 'Design System/Popover',
  component: Popover,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { placement: 'bottom start' },
  render: (args) => (
    <div style={{ padding: 40, display: 'flex', justifyContent: 'flex-start' }}>
      <DialogTrigger>
        <IconButton aria-label="Generation settings" variant="secondary">
          <SlidersHorizontal />
        </IconButton>
        <Popover {...args}>
          <Dialog title="Settings" hasCloseButton={false}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <Switch defaultSelected>Safe search</Switch>
              <Switch>Private generation</Switch>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generation settings' }));
    const dialog = await body.findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).getByRole('switch', { name: 'Safe search' })).toBeChecked();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Generation settings' });
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Top: Story = {
  args: { placement: 'top' },
  render: (args) => <div style={{ padding: '200px 40px 40px' }}>{meta.render(args)}</div>,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generation settings' }));
    await body.findByRole('dialog');
  },
};

/** 'bottom start' opens under the trigger's right edge in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ padding: 40 }}>
      <DialogTrigger defaultOpen>
        <IconButton aria-label="إعدادات الإنشاء" variant="secondary">
          <SlidersHorizontal />
        </IconButton>
        <Popover {...args}>
          <Dialog title="الإعدادات" hasCloseButton={false}>
            <Switch defaultSelected>البحث الآمن</Switch>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'الإعدادات' })).toBeInTheDocument();
  },
};
