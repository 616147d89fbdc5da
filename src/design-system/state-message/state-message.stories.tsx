import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, FolderOpen, RotateCw } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Button } from '../button';
import { StateMessage } from './state-message';

const meta = {
  title: 'Design System/State Message',
  component: StateMessage,
  beforeEach: prepareStory,
  args: { title: 'No projects yet', description: 'Create a project to keep your creations together.' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StateMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { icon: <FolderOpen size={28} aria-hidden="true" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    await expect(canvas.getByText('Create a project to keep your creations together.')).toBeVisible();
  },
};

const onRetry = fn();

export const Failed: Story = {
  args: {
    role: 'alert',
    tone: 'danger',
    icon: <CircleAlert size={24} aria-hidden="true" />,
    title: 'Could not load your gallery',
    description: 'Check your connection and try again.',
    children: (
      <Button size="sm" onPress={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your gallery');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'لا توجد مشاريع بعد', description: 'أنشئ مشروعاً لتجمع إبداعاتك معاً.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('لا توجد مشاريع بعد');
  },
};
