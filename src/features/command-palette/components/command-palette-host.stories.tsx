import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { prepareStory, shownDialog } from '@stories/kit';
import { CommandPaletteHost } from './command-palette-host';

const body = within(document.body);

/** The keys as the app listens for them; the pictures are the palette's and the help's own stories. */
const meta = {
  title: 'Features/Command Palette/Shortcut Keys',
  component: CommandPaletteHost,
  args: { teamId: null, onNavigate: fn(), onOpenQueue: fn() },
  parameters: { layout: 'fullscreen', screenshot: false },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <label>
        Notes <input type="text" />
      </label>
      <CommandPaletteHost {...args} />
    </div>
  ),
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.list(), templateHandlers.serviceModels());
    return prepareStory();
  },
} satisfies Meta<typeof CommandPaletteHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Linux and Windows (the test browser's platform): Ctrl+K opens the palette, even from a text field, and closes it again. */
export const ControlKTogglesPalette: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Notes' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const QuestionMarkOpensHelp: Story = {
  play: async () => {
    await userEvent.keyboard('?');
    await expect(await shownDialog('Keyboard shortcuts')).toBeVisible();
  },
};

/** In a field '?' is a character: it types, and nothing opens. */
export const QuestionMarkWhileTyping: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(field, 'why?');
    await expect(field).toHaveValue('why?');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** The palette's "Show keyboard shortcuts" opens the help once the palette has closed, with focus inside it. */
export const PaletteOpensHelp: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = within(await body.findByRole('dialog', { name: 'Command palette' }));
    await userEvent.type(palette.getByRole('searchbox'), 'shortcuts');
    await waitFor(() => expect(palette.getAllByRole('option')[0]).toHaveAccessibleName('Show keyboard shortcuts, Action'));
    await userEvent.keyboard('{Enter}');
    const help = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(help).toContainElement(document.activeElement as HTMLElement));
    await expect(body.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  },
};
