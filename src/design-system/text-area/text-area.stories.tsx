import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { expectOwnDirection, prepareStory } from '@stories/kit';
import { TextArea } from './text-area';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  args: {
    label: 'Prompt',
    placeholder: 'Describe the image you want',
    description: 'Subject, style, light and lens.',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: Element) => element.getBoundingClientRect().height;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Prompt' });
    await expect(box).toHaveAccessibleDescription('Subject, style, light and lens.');
    await userEvent.type(box, 'A lighthouse in a storm');
    await expect(args.onChange).toHaveBeenLastCalledWith('A lighthouse in a storm');
  },
};

/** The box grows line by line from 3 rows up to 6, then its text scrolls. */
export const AutoGrow: Story = {
  args: { maxRows: 6 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    const empty = heightOf(box);
    await userEvent.type(box, 'line 1{enter}line 2{enter}line 3{enter}line 4');
    const fourLines = heightOf(box);
    await expect(fourLines).toBeGreaterThan(empty);
    await userEvent.type(box, '{enter}5{enter}6{enter}7{enter}8{enter}9');
    const atMost = heightOf(box);
    await expect(atMost).toBeCloseTo(empty * 2 - 16, 0);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await userEvent.clear(box);
    await expect(heightOf(box)).toBeCloseTo(empty, 0);
  },
};

/** A counter against maxLength; screen readers hear it with the description. */
export const WithCounter: Story = {
  args: { maxLength: 500, hasCounter: true, defaultValue: 'A lighthouse in a storm, oil painting' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await expect(canvas.getByText('37 / 500')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Subject, style, light and lens. 37 of 500 characters');
    await userEvent.type(box, '!');
    await expect(canvas.getByText('38 / 500')).toBeVisible();
  },
};

/** Near the limit the counter turns amber, and the box takes no more than maxLength. */
export const NearLimit: Story = {
  args: { maxLength: 40, hasCounter: true, defaultValue: 'A lighthouse in a storm, oil painting' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, ' at dusk');
    await expect(box).toHaveValue('A lighthouse in a storm, oil painting at');
    await expect(canvas.getByText('40 / 40').parentElement).toHaveAttribute('data-near-limit', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please fill in all required fields.', isRequired: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(canvas.getByText('Subject, style, light and lens.')).not.toBeVisible();
  },
};

/**
 * An error that comes and goes while typing moves nothing below the field: the button under it stays where
 * the pointer aims, with or without a description.
 */
export const ErrorKeepsLayout: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextArea
        {...args}
        validationBehavior="aria"
        validate={(text) => (text.length > 0 && text.length < 8 ? 'Use at least 8 characters.' : null)}
      />
      <TextArea
        {...args}
        label="Negative prompt"
        description={undefined}
        validationBehavior="aria"
        validate={(text) => (text.includes('!') ? 'Leave out exclamation marks.' : null)}
      />
      <Button variant="primary">Generate</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const generate = canvas.getByRole('button', { name: 'Generate' });
    const top = generate.getBoundingClientRect().top;
    const [prompt, negative] = canvas.getAllByRole('textbox');
    if (!prompt || !negative) throw new Error('Two text areas expected.');
    await userEvent.type(prompt, 'fog');
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(negative, 'blur!');
    await expect(canvas.getByText('Leave out exclamation marks.')).toBeVisible();
    await expect(generate.getBoundingClientRect().top).toBe(top);
    await userEvent.type(prompt, 'gy harbour');
    await expect(canvas.queryByText('Use at least 8 characters.')).toBeNull();
    await expect(generate.getBoundingClientRect().top).toBe(top);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A lighthouse in a storm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** Right to left: the counter sits at the left end of the message row. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الوصف',
    placeholder: 'صف الصورة التي تريدها',
    description: 'الموضوع والأسلوب والإضاءة والعدسة.',
    defaultValue: 'منارة في عاصفة، لوحة زيتية',
    maxLength: 500,
    hasCounter: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'الوصف' });
    await expect(box).toHaveAccessibleDescription('الموضوع والأسلوب والإضاءة والعدسة. 26 من 500 حرف');
    const counter = canvas.getByText('26 / 500');
    await expect(counter.getBoundingClientRect().left).toBeLessThan(box.getBoundingClientRect().left + 80);
  },
};

/** An English prompt in the Arabic interface runs left to right, its full stop at its end. */
export const ArabicWithEnglishPrompt: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الوصف',
    placeholder: 'صف الصورة التي تريدها',
    description: 'الموضوع والأسلوب والإضاءة والعدسة.',
    defaultValue: 'A lighthouse in a storm, oil painting.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'الوصف' });
    await expectOwnDirection(box, 'ltr');
    await userEvent.clear(box);
    // Empty, it keeps the page's direction, so the caret starts on the right.
    await expectOwnDirection(box, 'rtl');
    await userEvent.type(box, 'منارة');
    await expectOwnDirection(box, 'rtl');
    await userEvent.clear(box);
    await userEvent.type(box, 'A lighthouse in a storm, oil painting.');
  },
};
