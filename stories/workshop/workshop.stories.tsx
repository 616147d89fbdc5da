import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generationHandlers } from '@mocks/handlers/generation.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import {
  completeScenario,
  failedScenario,
  generatingScenario,
  insufficientPointsScenario,
  lockedTierScenario,
  tooManyTasksScenario,
} from '@mocks/scenarios/generation.scenarios';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { arabic, body, phone, workshopBackend, workshopScreenMeta } from './workshop-story-kit';

const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Workshop' } satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const generateButton = (canvas: Canvas) => canvas.findByTestId('generate-button', {}, { timeout: 5000 });

async function writePrompt(canvas: Canvas, text: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Prompt/ }), text);
}

export const TextToImage: Story = {
  play: async ({ canvas }) => {
    const button = await generateButton(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workshop' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Image' })).toBeChecked();
    // No prompt yet: the button prices the run (the Auto size of these presets is included) and says what is missing.
    await waitFor(() => expect(button).toHaveTextContent('Generate (Included)'));
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('Please fill in all required fields.')).toBeVisible();
    await writePrompt(canvas, 'A castle');
    await expect(button).toBeEnabled();
    // The last word invites suggestions.
    await expect(canvas.getByRole('group', { name: 'Prompt suggestions' }).childElementCount).toBeLessThanOrEqual(7);
    await expect(canvas.getByRole('button', { name: /Dimensions/ })).toBeVisible();
    await expect(canvas.getByText('Your images and videos will appear here.')).toBeVisible();
  },
};

export const ImageToImage: Story = {
  args: { templateId: 'image_to_image_v1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Restyle a picture with a prompt.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
  },
};

export const Video: Story = {
  args: { templateId: 'text_to_video_v1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Video' })).toBeChecked();
    await expect(await generateButton(canvas)).toHaveTextContent('Generate (12 Points)');
  },
};

export const Tools: Story = {
  args: { templateId: 'upscale_v1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Tools' })).toBeChecked();
    // Upscale and Upscale HD share the scenario: the picker offers both.
    await expect(canvas.getByRole('button', { name: /Template/ })).toHaveTextContent('Upscale');
  },
};

/**
 * The template picker's list loads with the press that opens it: the trigger shows the template meanwhile, the
 * list opens on the first press, Escape gives focus back to the trigger, and a choice opens that template.
 */
export const TemplatePicker: Story = {
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /Template/ });
    await expect(trigger).toHaveTextContent('Text to Image');
    await userEvent.click(trigger);
    const list = within(await body.findByRole('listbox', {}, { timeout: 5000 }));
    await expect(list.getByRole('option', { name: 'Text to Image' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    const realTrigger = canvas.getByRole('button', { name: /Template/ });
    await waitFor(() => expect(realTrigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(await body.findByRole('listbox', {}, { timeout: 5000 })).getByRole('option', { name: 'Portrait Studio' }));
    await waitFor(() => expect(canvas.getByTestId('current-template').dataset.template).toBe('portrait_studio_v1'));
    // The picture is of the picker closed again: the list fades out after the choice.
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

export const Generating: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...generatingScenario());
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A lighthouse at dusk');
    await userEvent.click(await generateButton(canvas));
    // The run's placeholder takes the preview at the size its result will have, and leads the strip.
    await expect(await canvas.findByTestId('pending-preview')).toBeVisible();
    const strip = within(canvas.getByRole('list', { name: 'Your results' }));
    await expect(await strip.findByRole('progressbar', { name: /Waiting in queue/ })).toBeVisible();
  },
};

/** A task the server reports at a percent: the placeholder's ring shows it and says it to screen readers. */
export const Progress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(generationHandlers.run(246), generationHandlers.taskStatus({ status: 'running', progress: 45 }));
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A lighthouse at dusk');
    await userEvent.click(await generateButton(canvas));
    const ring = await canvas.findByRole('progressbar', { name: 'Generating' }, { timeout: 8000 });
    await waitFor(() => expect(ring).toHaveAttribute('aria-valuenow', '45'));
  },
};

export const Completed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...completeScenario());
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A lighthouse at dusk');
    await userEvent.click(await generateButton(canvas));
    await expect(await canvas.findByTestId('result-preview', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remix' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.me({ user_tier: 'Plus', settings: { show_failed_tasks: true } }), ...failedScenario());
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A lighthouse at dusk');
    await userEvent.click(await generateButton(canvas));
    await expect(await canvas.findByText('The generation provider did not answer in time.', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const LockedTier: Story = {
  args: { templateId: 'portrait_studio_v1' },
  beforeEach: ({ msw }) => {
    msw.use(...workshopBackend('Free'), ...lockedTierScenario());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing?tier=Plus');
  },
};

export const InsufficientPoints: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...insufficientPointsScenario());
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A fox');
    // Four images cost a Plus user 12 points; the balance is 0.
    await userEvent.click(await canvas.findByRole('button', { name: /Image count/ }));
    await userEvent.click(await body.findByRole('radio', { name: '4' }));
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    // The screenshot shows the workshop, not the sheet on its way out.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await generateButton(canvas)).toHaveTextContent('Generate (12 Points)'));
    await expect(await generateButton(canvas)).toBeDisabled();
    await expect(canvas.getByText('You do not have enough points.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get more points' })).toHaveAttribute('href', '/billing');
  },
};

export const TooManyTasks: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...tooManyTasksScenario());
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A fox');
    await waitFor(async () => expect(await generateButton(canvas)).toBeDisabled());
    await expect(canvas.getByText('You have too many tasks in progress. Please wait.')).toBeVisible();
  },
};

export const TemplateLoadFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModelsFailed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load creative templates. Please try again later.');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await canvas.findByTestId('generate-button')).toHaveTextContent('إنشاء (مشمول)'), { timeout: 5000 });
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The catalog's own words in Arabic: the template's name in the picker and its description.
    await expect(canvas.getByText('صِف صورة واحصل عليها في ثوانٍ.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /نص إلى صورة/ })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await generateButton(canvas)).toBeVisible();
  },
};

export const RunRefused: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(generationHandlers.runRefused('insufficient_points'));
  },
  play: async ({ canvas }) => {
    await writePrompt(canvas, 'A fox');
    await userEvent.click(await generateButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You do not have enough points.');
  },
};

export const Variations: Story = {
  args: { templateId: 'image_variations_v1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('New takes on a picture you like.', {}, { timeout: 5000 })).toBeVisible();
    // No prompt: the picture is the only input, and the button waits for it.
    await expect(canvas.queryByRole('textbox', { name: /Prompt/ })).toBeNull();
    await expect(await generateButton(canvas)).toBeDisabled();
  },
};

export const BackgroundRemoval: Story = {
  args: { templateId: 'remove_background_v1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Tools' }, { timeout: 5000 })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeVisible();
    // A template without params has no settings chips to open.
    await expect(canvas.queryByRole('button', { name: /Advanced settings/ })).toBeNull();
  },
};

export const ArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas }) => {
    await expect(await generateButton(canvas)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
