import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { authHandlers } from '@mocks/handlers/auth.handlers';
import { showAuthView } from '@/features/auth';
import { arabic, authScreenMeta, phone, typeInto } from './auth-story-kit';

const meta = {
  ...authScreenMeta,
  title: 'Screens/Auth/Reset Password',
  beforeEach: (context) => {
    authScreenMeta.beforeEach(context);
    showAuthView('resetPassword', 'artist@example.com');
  },
} satisfies Meta<typeof authScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<typeof typeInto>[0], confirm: string) {
  await typeInto(canvas, 'Reset code', '654321');
  await typeInto(canvas, /^New password$/, 'new horse 42');
  await typeInto(canvas, 'Confirm new password', confirm);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByText('artist@example.com')).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'new horse 43');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByText('Passwords do not match.')).toBeVisible();
  },
};

export const Success: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.resetPassword());
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'new horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been reset.');
  },
};

export const BackToLoginAfterSuccess: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.resetPassword());
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'new horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    // Three seconds after the reset, the login view opens (spec part 1 §4).
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  },
};
