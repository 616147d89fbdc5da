import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Modal } from '../modal';
import { prepareStory } from '@stories/kit';
import { TextField } from '../text-field';
import { Dialog, DialogTrigger, type DialogProps } from './index';

/** The dialog's props plus the trigger's open-state handler, so stories can assert on closing. */
type DialogStoryArgs = DialogProps & { onOpenChange: (isOpen: boolean) => void };

const body = within(document.body);

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Rename project', onOpenChange: fn() },
  render: ({ onOpenChange, ...args }) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger onOpenChange={onOpenChange}>
        <Button variant="secondary">Rename</Button>
        <Modal>
          <Dialog
            {...args}
            footer={
              <>
                <Button slot="close" variant="ghost">
                  Cancel
                </Button>
                <Button slot="close" variant="primary">
                  Save
                </Button>
              </>
            }
          >
            <TextField label="Name" defaultValue="Neon city" autoFocus />
          </Dialog>
        </Modal>
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename project' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Long content scrolls inside the body while the header and footer stay put. */
export const LongContent: Story = {
  args: { title: 'Terms of service', children: undefined },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger defaultOpen onOpenChange={onOpenChange}>
      <Button>Terms</Button>
      <Modal size="lg">
        <Dialog
          {...args}
          footer={
            <Button slot="close" variant="primary">
              I agree
            </Button>
          }
        >
          {Array.from({ length: 12 }, (_, index) => (
            <p key={index}>
              {index + 1}. Generated images belong to the account that paid for them. Prompts and results may be reviewed to keep the
              service safe; private generation is available on paid plans.
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Terms of service' });
    await waitFor(() => expect(dialog).toBeVisible());
    const scroller = dialog.querySelector('p')?.parentElement;
    await expect(scroller && scroller.scrollHeight > scroller.clientHeight).toBe(true);
  },
};

export const WithoutCloseButton: Story = {
  args: { hasCloseButton: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** No padding around the body: content that reaches the dialog's edges, as the media viewer's picture does. */
export const Flush: Story = {
  args: { isFlush: true, title: undefined, hasCloseButton: false, 'aria-label': 'Rename project' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename project' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    // The field's own border is all that stands between it and the dialog's edge (24 px of padding otherwise).
    await waitFor(() => expect(field.getBoundingClientRect().left - dialog.getBoundingClientRect().left).toBeLessThan(2));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'إعادة تسمية المشروع' },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger defaultOpen onOpenChange={onOpenChange}>
      <Button>إعادة التسمية</Button>
      <Modal>
        <Dialog
          {...args}
          footer={
            <>
              <Button slot="close" variant="ghost">
                إلغاء
              </Button>
              <Button slot="close" variant="primary">
                حفظ
              </Button>
            </>
          }
        >
          <TextField label="الاسم" defaultValue="مدينة النيون" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'إعادة تسمية المشروع' });
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
