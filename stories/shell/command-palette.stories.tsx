import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { startSession } from '@/domain/session';
import { useState } from 'react';
import { afterDialogsClose } from '@/design-system';
import { CommandPaletteHost, type GlobalShortcut } from '@/features/command-palette';
import { shownDialog } from '../kit';
import { phone, ShellScreen, type ShellScreenProps } from './shell-story-kit';

const body = within(document.body);

/** The palette over the signed-in shell, opened as a user opens it: Ctrl+K (the test browser is not a Mac). */
async function openPalette(canvas: ReturnType<typeof within>, title = 'Command palette') {
  await canvas.findByTestId('points-balance');
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await body.findByRole('dialog', { name: title }, { timeout: 5000 });
  // The projects, teams and templates come from three queries, each in its own time: all five sections show once
  // the slowest has answered (a count of options could be reached before).
  await waitFor(() => expect(within(dialog).getAllByRole('group')).toHaveLength(5));
  return within(dialog);
}

const meta = {
  title: 'Screens/Shell/Command Palette',
  component: ShellScreen,
  args: {
    onLogout: fn(),
    commandPalette: <CommandPaletteHost teamId={null} onNavigate={fn()} onOpenQueue={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(...shellHandlers.signedIn(), projectHandlers.list());
  },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const palette = await openPalette(canvas);
    await expect(palette.getByRole('searchbox', { name: 'Search commands' })).toHaveFocus();
  },
};

/** "?" on the page (not in a field) opens the list of every shortcut. */
export const KeyboardShortcuts: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.keyboard('?');
    const help = await shownDialog('Keyboard shortcuts', { timeout: 5000 });
    await expect(within(help).getByText('Open the command palette')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const palette = await openPalette(canvas, 'لوحة الأوامر');
    await expect(palette.getByRole('option', { name: 'الورشة' })).toBeVisible();
  },
};

export const KeyboardShortcutsArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.keyboard('?');
    const help = await shownDialog('اختصارات لوحة المفاتيح', { timeout: 5000 });
    await expect(within(help).getByText('افتح لوحة الأوامر')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const palette = await openPalette(canvas);
    await expect(palette.getByRole('option', { name: 'Workshop' })).toBeVisible();
  },
};

/** The shell as the app composes it: the palette's state held outside, so the user menu can open it too. */
function ShellWithPaletteInMenu(props: ShellScreenProps) {
  const [open, setOpen] = useState<GlobalShortcut | null>(null);
  return (
    <ShellScreen
      {...props}
      commandPalette={<CommandPaletteHost teamId={null} onNavigate={fn()} onOpenQueue={fn()} open={open} onOpenChange={setOpen} />}
      onOpenCommands={() => afterDialogsClose(() => setOpen('palette'))}
    />
  );
}

/** Without a keyboard (a phone): the user menu's "Search and commands" opens the palette, focus in its search. */
export const FromTheUserMenu: Story = {
  globals: phone,
  render: (args) => <ShellWithPaletteInMenu {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByTestId('points-balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Search and commands (Ctrl+K)' }));
    const dialog = await body.findByRole('dialog', { name: 'Command palette' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search commands' })).toHaveFocus());
  },
};
