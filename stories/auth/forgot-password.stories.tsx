import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { authErrors, authHandlers } from '@mocks/handlers/auth.handlers';
import { showAuthView } from '@/features/auth';
import { arabic, authScreenMeta, completeCaptcha, phone, typeInto } from './auth-story-kit';

const meta = {
  ...authScreenMeta,
  title: 'Screens/Auth/Forgot Password',
  beforeEach: (context) => {
    authScreenMeta.beforeEach(context);
    showAuthView('forgotPassword');
  },
} satisfies Meta<typeof authScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  },
};

export const Sent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.requestPasswordOtp());
  },
  play: async ({ canvas }) => {
    await typeInto(canvas, 'Email', 'artist@example.com');
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('a reset code is on its way');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authErrors.requestPasswordFailed());
  },
  play: async ({ canvas }) => {
    await typeInto(canvas, 'Email', 'artist@example.com');
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  },
};
