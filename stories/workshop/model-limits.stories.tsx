import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { arabic, body, openSheet, phone, workshopBackend, workshopScreenMeta } from './workshop-story-kit';

/**
 * The workshop offers only what the model serving a template accepts: here Runware's KlingAI 2.1 Master, which
 * renders 5 or 10 s clips at three 1080p sizes and takes prompts of at least 2 characters.
 */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Model Limits',
  args: { templateId: 'text_to_video_v1' },
  beforeEach: (context) => {
    const cleanup = workshopScreenMeta.beforeEach(context);
    // The first handler for a call answers it: Kling's catalog before the rest of the backend.
    context.msw.use(...templateHandlers.servedByKling('Pro'), ...workshopBackend('Pro'));
    return cleanup;
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lengths the model renders, and its sizes only: no custom size, even for Pro, and the sheet says why. */
export const KlingLengthsAndSizes: Story = {
  play: async ({ canvas }) => {
    const params = await openSheet(canvas, /Advanced settings/, 'Advanced settings');
    await userEvent.click(params.getByRole('button', { name: /Seconds/ }));
    const lengths = await body.findByRole('listbox');
    await expect([...lengths.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['5', '10']);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    const sizes = await openSheet(canvas, /Dimensions/, 'Dimensions');
    await expect(sizes.getAllByRole('radio')).toHaveLength(4);
    for (const name of ['Auto', /1080 × 1080/, /1080 × 1920/, /1920 × 1080/]) {
      await expect(sizes.getByRole('radio', { name })).toBeInTheDocument();
    }
    await expect(sizes.queryByRole('radio', { name: /1280 × 720/ })).toBeNull();
    await expect(sizes.queryByRole('switch', { name: 'Custom size' })).toBeNull();
    await expect(sizes.getByText('The model that makes this template offers these sizes only.')).toBeVisible();
  },
};

export const KlingLengthsAndSizesArabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const sizes = await openSheet(canvas, /الأبعاد/, 'الأبعاد');
    await expect(sizes.getAllByRole('radio')).toHaveLength(4);
    await expect(sizes.getByText('النموذج الذي يُنشئ هذا القالب لا يقدّم إلا هذه المقاسات.')).toBeVisible();
    await expect(sizes.queryByRole('switch')).toBeNull();
  },
};

/** A one-letter prompt is shorter than the model takes: the button says so before anything is sent. */
export const PromptTooShort: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Prompt/ }), 'a');
    await expect(canvas.getByTestId('generate-button')).toBeDisabled();
    await expect(canvas.getByText('The prompt must be at least 2 characters long.')).toBeVisible();
    // The model's maximum is counted against as the user types.
    await expect(canvas.getByText('1 / 2,500')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Prompt/ }), 'b');
    await expect(canvas.getByTestId('generate-button')).toBeEnabled();
  },
};

export const PromptTooShortArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /الوصف/ }), 'a');
    // Arabic's dual: two characters are 'حرفين', not '2 أحرف'.
    await expect(canvas.getByText('يجب ألا يقل الوصف عن حرفين.')).toBeVisible();
  },
};
