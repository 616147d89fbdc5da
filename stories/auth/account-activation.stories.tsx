import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { freezeTime } from '@mocks/clock';
import { authErrors, authHandlers } from '@mocks/handlers/auth.handlers';
import { markCodeSent, showAuthView } from '@/features/auth';
import { arabic, authScreenMeta, phone, typeInto } from './auth-story-kit';

const meta = {
  ...authScreenMeta,
  title: 'Screens/Auth/Account Activation',
  beforeEach: (context) => {
    authScreenMeta.beforeEach(context);
    showAuthView('otp', 'artist@example.com');
    // The resend countdown reads the clock: frozen, it shows the same seconds in every run.
    return freezeTime();
  },
} satisfies Meta<typeof authScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Activation' })).toBeVisible();
    await expect(canvas.getByText('artist@example.com')).toBeVisible();
  },
};

export const Countdown: Story = {
  beforeEach: () => {
    markCodeSent(Date.now() - 18_000);
  },
  play: async ({ canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code in 42 s' });
    await expect(resend).toBeDisabled();
  },
};

export const Resent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.resendActivation());
    // The last code went out more than a minute ago, so resending is allowed.
    markCodeSent(Date.now() - 61_000);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('A new activation code has been sent.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled());
  },
};

export const InvalidCode: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authErrors.codeInvalid());
  },
  play: async ({ canvas }) => {
    await typeInto(canvas, 'Activation code', '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is incorrect.');
  },
};

export const Activated: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.verifyEmail());
  },
  play: async ({ canvas, args }) => {
    await typeInto(canvas, 'Activation code', '12a34-56');
    await expect(canvas.getByLabelText('Activation code', { selector: 'input' })).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    // Activation logs in without remembering (spec part 1 §4).
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledWith('story-session-token', false));
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'تفعيل الحساب' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Account Activation' })).toBeVisible();
  },
};
