import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { setSoundMuted } from '@/lib/sounds';
import { MuteToggle } from './mute-toggle';

const meta = {
  title: 'Features/Shell/Mute Toggle',
  component: MuteToggle,
} satisfies Meta<typeof MuteToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SoundsOn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Muted: Story = {
  beforeEach: () => setSoundMuted(true),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mute sounds' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const TogglesAndPersists: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mute sounds' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem('soundMuted')).toBe('true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(localStorage.getItem('soundMuted')).toBe('false');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => setSoundMuted(true),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'كتم الأصوات' })).toHaveAttribute('aria-pressed', 'true');
  },
};
