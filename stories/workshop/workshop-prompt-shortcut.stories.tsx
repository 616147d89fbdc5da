import type { Meta, StoryObj } from '@storybook/react-vite';
import { setInteractionModality } from 'react-aria';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generatingScenario } from '@mocks/scenarios/generation.scenarios';
import { arabic, body, workshopScreenMeta } from './workshop-story-kit';

/** Ctrl+Enter (Cmd+Enter on a Mac) in the prompt generates, as in other studios; Enter alone makes a new line. */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Prompt Shortcut',
  beforeEach: async (context) => {
    const cleanup = await workshopScreenMeta.beforeEach(context);
    context.msw.use(...generatingScenario());
    return cleanup;
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const promptBox = (canvas: Canvas) => canvas.findByRole('textbox', { name: /Prompt|الوصف/ }, { timeout: 5000 });

export const ControlEnterGenerates: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(await promptBox(canvas), 'A lighthouse at dusk');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByTestId('pending-preview', {}, { timeout: 5000 })).toBeVisible();
    // The shortcut starts the run; it adds nothing to the prompt.
    await expect(await promptBox(canvas)).toHaveValue('A lighthouse at dusk');
  },
};

export const CommandEnterGenerates: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(await promptBox(canvas), 'A lighthouse at dusk');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(await canvas.findByTestId('pending-preview', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Enter alone is a new line in the prompt, and starts nothing. */
export const EnterMakesANewLine: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const box = await promptBox(canvas);
    await userEvent.type(box, 'A lighthouse{Enter}at dusk');
    await expect(box).toHaveValue('A lighthouse\nat dusk');
    await expect(canvas.queryByTestId('pending-preview')).toBeNull();
  },
};

/** Nothing to run yet: the shortcut does what the disabled button would, nothing. */
export const ShortcutWithoutPrompt: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    (await promptBox(canvas)).focus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(canvas.queryByTestId('pending-preview')).toBeNull();
  },
};

/** The Generate button says the shortcut in its tooltip (read with the button when it opens on focus). */
export const ShortcutTooltip: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await promptBox(canvas), 'A lighthouse at dusk');
    // A simulated hover moves no real pointer, so tell React Aria the user is on a mouse.
    setInteractionModality('pointer');
    await userEvent.hover(canvas.getByTestId('generate-button'));
    await expect(await body.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Shortcut: Ctrl + Enter in the prompt');
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
  },
};

export const ArabicTooltip: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.type(await promptBox(canvas), 'منارة');
    setInteractionModality('pointer');
    await userEvent.hover(canvas.getByTestId('generate-button'));
    await expect(await body.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('اختصار: Ctrl + Enter في خانة الوصف');
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
  },
};
