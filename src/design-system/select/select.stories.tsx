import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Select, SelectItem } from './select';

const ratios = [
  { id: '1:1', name: 'Square 1:1' },
  { id: '16:9', name: 'Landscape 16:9' },
  { id: '9:16', name: 'Portrait 9:16' },
  { id: '4:3', name: 'Classic 4:3' },
];

const meta = {
  title: 'Design System/Select',
  component: Select<(typeof ratios)[number]>,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  args: {
    label: 'Aspect ratio',
    items: ratios,
    children: (item) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
} satisfies Meta<typeof Select<(typeof ratios)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Aspect ratio/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Landscape 16:9' }));
    await expect(args.onChange).toHaveBeenCalledWith('16:9');
    await expect(trigger).toHaveTextContent('Landscape 16:9');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const WithValue: Story = { args: { defaultValue: '9:16', description: 'Portrait suits phone wallpapers.' } };

/** Open from the keyboard: the list appears with the chosen option checked and focused. */
export const Open: Story = {
  args: { defaultValue: '16:9' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 40 }}>{Story()}</div>],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Landscape 16:9' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1:1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an aspect ratio.', placeholder: 'Choose…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an aspect ratio.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 40 }}>{Story()}</div>],
  args: {
    label: 'نسبة العرض إلى الارتفاع',
    items: [
      { id: '1:1', name: 'مربع 1:1' },
      { id: '16:9', name: 'أفقي 16:9' },
      { id: '9:16', name: 'عمودي 9:16' },
    ],
    defaultValue: '1:1',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await within(document.body).findByRole('listbox');
    // Visible once its entry animation has run.
    await waitFor(() => expect(listbox).toBeVisible());
  },
};
