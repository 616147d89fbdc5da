import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { PasswordField } from '../password-field';
import { prepareStory } from '@stories/kit';
import { TextField } from '../text-field';
import { Form } from './form';

const meta = {
  title: 'Design System/Form',
  component: Form,
  beforeEach: prepareStory,
  args: { onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  render: (args) => (
    <Form {...args} style={{ width: 360 }}>
      <TextField name="email" type="email" label="E-mail" isRequired autoComplete="email" />
      <PasswordField name="password" label="Password" isRequired />
      <Checkbox name="remember">Remember me</Checkbox>
      <Button type="submit" variant="primary" isFullWidth>
        Sign in
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Submitting empty fields shows the browser's messages and does not submit. */
export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server answered 422: its messages sit under the fields they belong to. */
export const ServerFieldErrors: Story = {
  args: {
    validationErrors: { email: 'This e-mail is already registered.', password: 'Use at least 8 characters.' },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This e-mail is already registered.');
  },
};

/** An error about the whole submit (wrong credentials, network) shows above the fields and is announced. */
export const FormError: Story = {
  args: { errorMessage: 'The e-mail or password is not correct.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The e-mail or password is not correct.');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { errorMessage: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.', validationErrors: { email: 'هذا البريد مسجّل بالفعل.' } },
  render: (args) => (
    <Form {...args} style={{ width: 360 }}>
      <TextField name="email" type="email" label="البريد الإلكتروني" isRequired defaultValue="ada@example.com" />
      <PasswordField name="password" label="كلمة المرور" isRequired />
      <Checkbox name="remember">تذكرني</Checkbox>
      <Button type="submit" variant="primary" isFullWidth>
        تسجيل الدخول
      </Button>
    </Form>
  ),
};
