import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { CreateApiKeyForm } from './create-api-key-form';

const meta = {
  title: 'Features/Account/Create API Key Form',
  component: CreateApiKeyForm,
  beforeEach: prepareStory,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreateApiKeyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/, { selector: 'input' })).toHaveFocus();
  },
};

export const SubmitsTrimmedName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/, { selector: 'input' }), '  Render server  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Render server');
  },
};

export const NameMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/, { selector: 'input' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Key' }));
    await expect(await canvas.findByText('Please provide a name for the API key.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Create Key/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Failed to create API key.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create API key.');
  },
};
