import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { changePassword } from '@contract';
import { jsonBody, mockCall } from '@mocks/contract-handler';
import { accountHandlers } from '@mocks/handlers/account.handlers';
import { accountScreenMeta, arabic, desktopFullPage, openSection, phoneFullPage, typeInto } from './account-story-kit';

const meta = {
  ...accountScreenMeta,
  title: 'Screens/Account/Security',
  globals: desktopFullPage,
} satisfies Meta<typeof accountScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<typeof openSection>[0];

async function fillPasswords(canvas: Canvas, newPassword: string, confirmPassword = newPassword) {
  await openSection(canvas, 'Security');
  const [current] = await canvas.findAllByLabelText('Current password', { selector: 'input' });
  await userEvent.type(current!, 'old horse 42');
  await typeInto(canvas, /^New password/, newPassword);
  await typeInto(canvas, 'Confirm new password', confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await openSection(canvas, 'Security');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Change e-mail address' })).toBeVisible();
    await expect(canvas.getByText('artist@example.com', { selector: 'span' })).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fillPasswords(canvas, 'new horse 42', 'new horse 43');
    await expect(await canvas.findByText('New passwords do not match.')).toBeVisible();
  },
};

export const TooShort: Story = {
  play: async ({ canvas }) => {
    await fillPasswords(canvas, 'short');
    await expect(await canvas.findByText('Password must be at least 8 characters long.')).toBeVisible();
  },
};

export const Success: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockCall(changePassword, async ({ request }) => {
        const body = await jsonBody<{ current_password: string; new_password: string }>(request);
        // The form sends the current and the new password, never the confirmation.
        if (body.current_password !== 'old horse 42' || body.new_password !== 'new horse 42') {
          throw new Error(`Unexpected body ${JSON.stringify(body)}`);
        }
        return { message: 'Password changed.' };
      }),
    );
  },
  play: async ({ canvas }) => {
    await fillPasswords(canvas, 'new horse 42');
    await expect(await canvas.findByRole('status')).toHaveTextContent('You were signed out on your other devices and browsers.');
    // The fields are emptied for the next change.
    await waitFor(() => expect(canvas.getAllByLabelText('Current password', { selector: 'input' })[0]).toHaveValue(''));
  },
};

export const WrongCurrentPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.changePasswordWrongCurrent());
  },
  play: async ({ canvas }) => {
    await fillPasswords(canvas, 'new horse 42');
    await expect(await canvas.findByText('The current password is incorrect.')).toBeVisible();
  },
};

export const EmailCodeSent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.requestEmailChange());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Security');
    await typeInto(canvas, 'New e-mail address', 'new@example.com');
    const passwords = await canvas.findAllByLabelText('Current password', { selector: 'input' });
    await userEvent.type(passwords[1]!, 'old horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByText(/We sent a 6-digit code to/)).toHaveTextContent('new@example.com');
    await expect(canvas.getByLabelText(/^Code/, { selector: 'input' })).toBeVisible();
  },
};

export const EmailChanged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.requestEmailChange(), accountHandlers.confirmEmailChange());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Security');
    await typeInto(canvas, 'New e-mail address', 'new@example.com');
    const passwords = await canvas.findAllByLabelText('Current password', { selector: 'input' });
    await userEvent.type(passwords[1]!, 'old horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await typeInto(canvas, /^Code/, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your e-mail address is now new@example.com.');
    // The shared user query took the answer: the summary shows the new address too.
    await expect(canvas.getAllByText('new@example.com').length).toBeGreaterThan(1);
  },
};

export const EmailTaken: Story = {
  beforeEach: ({ msw }) => {
    msw.use(accountHandlers.requestEmailChangeTaken());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Security');
    await typeInto(canvas, 'New e-mail address', 'taken@example.com');
    const passwords = await canvas.findAllByLabelText('Current password', { selector: 'input' });
    await userEvent.type(passwords[1]!, 'old horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByText('An account with this email already exists.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { ...desktopFullPage, ...arabic },
  play: async ({ canvas }) => {
    await openSection(canvas, 'الأمان');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'تغيير كلمة المرور' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await openSection(canvas, 'Security');
    await expect(await canvas.findByRole('button', { name: 'Change Password' })).toBeVisible();
  },
};
