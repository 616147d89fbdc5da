import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { register } from '@contract';
import { mockPending } from '@mocks/contract-handler';
import { freezeTime } from '@mocks/clock';
import { authErrors, authHandlers } from '@mocks/handlers/auth.handlers';
import { showAuthView } from '@/features/auth';
import { desktopTallWindow } from '../kit';
import { arabic, authScreenMeta, completeCaptcha, phone, typeInto } from './auth-story-kit';

const meta = {
  ...authScreenMeta,
  title: 'Screens/Auth/Register',
  // The form with an error runs to 981 px: past the default 900 px window, which cut its foot off.
  globals: desktopTallWindow,
  beforeEach: (context) => {
    authScreenMeta.beforeEach(context);
    showAuthView('register');
  },
} satisfies Meta<typeof authScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvas: Parameters<typeof typeInto>[0], confirm = 'correct horse 42') {
  await typeInto(canvas, 'Username', 'lumen_artist');
  await typeInto(canvas, 'Email', 'artist@example.com');
  await typeInto(canvas, /^Password$/, 'correct horse 42');
  await typeInto(canvas, 'Confirm password', confirm);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
};

export const PasswordsMismatch: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas, 'correct horse 43');
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Passwords do not match.')).toBeVisible();
    // The captcha resets with the mismatch (spec part 1 §5).
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending(register));
  },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Sign Up/ })).toHaveAttribute('data-pending', 'true'));
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authErrors.registerServerError());
  },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  },
};

export const UsernameTaken: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authErrors.registerTaken());
  },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This username is already taken.');
  },
};

export const Registered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(authHandlers.register());
    // The activation view it ends on counts down from the clock.
    return freezeTime();
  },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await completeCaptcha(canvas, "I'm not a robot");
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Registration successful.');
    // Two seconds later the activation view opens with the e-mail.
    await expect(await canvas.findByRole('heading', { name: 'Account Activation' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText('artist@example.com')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
};
