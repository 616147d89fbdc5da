import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { CodeField } from './code-field';

function ControlledCodeField(props: { errorMessage?: string }) {
  const [code, setCode] = useState('');
  return <CodeField label="Activation code" value={code} onChange={setCode} {...props} />;
}

const meta = { title: 'Design System/Code Field', component: ControlledCodeField } satisfies Meta<typeof ControlledCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Activation code/, { selector: 'input' });
    await userEvent.type(input, '12a3-4 5678');
    // Only digits are kept, and no more than six.
    await expect(input).toHaveValue('123456');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'The code is incorrect.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The code is incorrect.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Activation code/, { selector: 'input' });
    await userEvent.type(input, '987654');
    await expect(input).toHaveValue('987654');
  },
};
