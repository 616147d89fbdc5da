import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from '@/lib/i18n';
import { prepareStory } from '@stories/kit';
import { TeamFormDialog } from './team-form-dialog';
import { TransferPointsForm } from './transfer-points-form';

const body = within(document.body);

const meta = {
  title: 'Features/Teams/Transfer Points Dialog',
  component: TransferPointsForm,
  beforeEach: prepareStory,
  // The dialog sits in a portal: the whole page is the picture.
  parameters: { layout: 'fullscreen' },
  args: { balance: 1_250, onTransfer: fn(() => Promise.resolve()), onClose: fn() },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <TeamFormDialog title={t('teams.transfer.title')} isOpen onOpenChange={() => args.onClose()}>
        {() => <TransferPointsForm {...args} />}
      </TeamFormDialog>
    );
  },
} satisfies Meta<typeof TransferPointsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function transfer(amount: string) {
  const dialog = await body.findByRole('dialog', { name: 'Transfer Points' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
  return dialog;
}

export const Default: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Transfer Points' });
    await expect(dialog).toHaveTextContent('Your balance: 1,250 points');
  },
};

export const InvalidAmount: Story = {
  play: async ({ args }) => {
    const dialog = await transfer('12.5');
    await expect(within(dialog).getByText('Please enter a valid amount.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

export const NotEnoughPoints: Story = {
  play: async ({ args }) => {
    const dialog = await transfer('5000');
    await expect(within(dialog).getByText('You do not have enough points to transfer.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await transfer('500');
    await expect(args.onTransfer).toHaveBeenCalledWith(500);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('500 points transferred to the team.');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const Failed: Story = {
  args: { onTransfer: fn(() => Promise.reject(new Error('network'))) },
  play: async () => {
    const dialog = await transfer('500');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to transfer points.');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'تحويل النقاط' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'تحويل' })).toBeVisible());
  },
};
