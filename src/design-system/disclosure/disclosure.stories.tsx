import type { Meta, StoryObj } from '@storybook/react-vite';
import { History } from 'lucide-react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Disclosure } from './disclosure';

const meta = {
  title: 'Design System/Disclosure',
  component: Disclosure,
  beforeEach: prepareStory,
  args: { id: 'history', title: 'Points History', icon: <History />, children: <p>Ledger rows go here.</p> },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Points History' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Closed content is not mounted at all, so it makes no requests.
    await expect(canvas.queryByText('Ledger rows go here.')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Points History' })).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Points History' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Points History' })).toHaveTextContent('Ledger rows go here.');
  },
};

export const TogglesWithPointerAndKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Points History' });
    await userEvent.click(trigger);
    await expect(await canvas.findByText('Ledger rows go here.')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Ledger rows go here.')).toBeNull());
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Ledger rows go here.')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'سجل النقاط', defaultExpanded: true, children: <p>حركات النقاط هنا.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'سجل النقاط' })).toHaveAttribute('aria-expanded', 'true');
  },
};
