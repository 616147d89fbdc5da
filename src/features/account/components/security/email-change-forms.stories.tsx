import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { EmailCodeForm } from './email-code-form';
import { EmailRequestForm } from './email-request-form';

/** Both steps of an e-mail change side by side in one file: the request form, then the code form. */
const meta = {
  title: 'Features/Account/Email Change Forms',
  component: EmailRequestForm,
  beforeEach: prepareStory,
  args: { currentEmail: 'artist@example.com', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New e-mail address/, { selector: 'input' }), ' new@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), 'old horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newEmail: 'new@example.com', currentPassword: 'old horse 42' });
  },
};

export const SameAddress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New e-mail address/, { selector: 'input' }), 'Artist@Example.com');
    await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), 'old horse 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByText('This is already your e-mail address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New e-mail address/, { selector: 'input' }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(canvas.getByText('This field is required.')).toBeVisible();
  },
};

const onCode = fn();
const onStartOver = fn();

export const Code: Story = {
  render: () => <EmailCodeForm email="new@example.com" onSubmit={onCode} onStartOver={onStartOver} />,
  beforeEach: () => {
    onCode.mockClear();
    onStartOver.mockClear();
  },
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText(/^Code/, { selector: 'input' });
    // Digits only, at most six, typed or pasted.
    await userEvent.type(code, '12a3-4567');
    await expect(code).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onCode).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Use another address' }));
    await expect(onStartOver).toHaveBeenCalledOnce();
  },
};

export const CodeIncomplete: Story = {
  render: () => <EmailCodeForm email="new@example.com" onSubmit={onCode} onStartOver={onStartOver} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Code/, { selector: 'input' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Enter the 6-digit code.')).toBeVisible();
  },
};

export const CodeArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <EmailCodeForm email="new@example.com" onSubmit={onCode} onStartOver={onStartOver} />,
  play: async ({ canvas }) => {
    // The address keeps its left-to-right order inside the Arabic sentence.
    await expect(canvas.getByText('new@example.com')).toHaveStyle({ direction: 'ltr' });
  },
};
