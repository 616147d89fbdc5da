import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { prepareStory } from '@stories/kit';
import { writeCarriedCopy } from '@/domain/generation';
import { startSession } from '@/domain/session';
import { removeStored, storageKeys } from '@/lib/storage';
import { CommandPalette, type CommandPaletteProps } from './command-palette';

const body = within(document.body);

async function openedPalette(name = 'Command palette') {
  const dialog = await body.findByRole('dialog', { name });
  // The projects, teams and templates come from three queries, each in its own time: all five sections show once
  // the slowest has answered (a count of options could be reached before).
  await waitFor(() => expect(within(dialog).getAllByRole('group')).toHaveLength(5));
  return within(dialog);
}

/** The palette as its host holds it: open until a command or Escape closes it. */
function OpenPalette(props: CommandPaletteProps) {
  const [isOpen, setOpen] = useState(true);
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    props.onOpenChange(next);
  };
  return <CommandPalette {...props} isOpen={isOpen} onOpenChange={handleOpenChange} />;
}

const meta = {
  title: 'Features/Command Palette/Command Palette',
  component: CommandPalette,
  args: { isOpen: true, teamId: null, onOpenChange: fn(), onNavigate: fn(), onOpenQueue: fn(), onShowShortcuts: fn() },
  // The palette is a modal in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  render: (args) => <OpenPalette {...args} />,
  beforeEach: ({ msw }) => {
    removeStored('session', storageKeys.workshopInputs);
    startSession('story-session-token', false);
    msw.use(projectHandlers.list(), teamHandlers.list(), templateHandlers.serviceModels());
    return prepareStory();
  },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every command under its section: the screens, the actions, the workspace's projects and its templates. */
export const AllCommands: Story = {
  play: async () => {
    const palette = await openedPalette();
    await expect(palette.getByRole('searchbox', { name: 'Search commands' })).toHaveFocus();
    for (const section of ['Go to', 'Actions', 'Projects', 'Teams', 'Templates'])
      await expect(palette.getByRole('group', { name: section })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'Gallery' })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'Switch to العربية' })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'Summer Campaign' })).toBeInTheDocument();
    await expect(palette.getByRole('option', { name: 'Inpaint' })).toBeInTheDocument();
    await expect(palette.getByRole('option', { name: 'Night Shift Studio' })).toBeInTheDocument();
  },
};

/** Typing narrows and ranks the list, each row naming what it is; the status tells screen readers how many match. */
export const Filtered: Story = {
  play: async () => {
    const palette = await openedPalette();
    await userEvent.type(palette.getByRole('searchbox'), 'image');
    await waitFor(() => expect(palette.getAllByRole('option')[0]).toHaveAccessibleName('Image to Image, Template'));
    await expect(palette.queryByRole('option', { name: /^Teams/ })).toBeNull();
    await expect(palette.getByRole('option', { name: 'Text to Image, Template' })).toBeVisible();
    await expect(palette.getByRole('status')).toHaveTextContent(/^\d+ results$/);
  },
};

/** Enter runs the first match once the palette has closed (and its history entry is gone). */
export const EnterRunsFirstMatch: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const palette = await openedPalette();
    await userEvent.type(palette.getByRole('searchbox'), 'galler');
    await waitFor(() => expect(palette.getAllByRole('option')[0]).toHaveAccessibleName('Gallery, Screen'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/gallery'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NoResults: Story = {
  play: async () => {
    const palette = await openedPalette();
    await userEvent.type(palette.getByRole('searchbox'), 'zzqx');
    // React Aria keeps the empty state inside an option of its own, so the list stays a valid listbox.
    await waitFor(() => expect(palette.getByRole('listbox', { name: 'Commands' })).toHaveTextContent(/^No results$/));
    await expect(palette.getByRole('status')).toHaveTextContent('No results');
  },
};

/** The workshop's last template in this tab, offered with the inputs it was left with. */
export const LastTemplate: Story = {
  beforeEach: () =>
    writeCarriedCopy({ visit: 'v1', templateId: 'text_to_image_v1', state: { user_inputs: { PROMPT: 'A lighthouse at dusk' } } }),
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const palette = await openedPalette();
    await userEvent.type(palette.getByRole('searchbox'), 'last');
    await userEvent.click(await palette.findByRole('option', { name: 'Open the last template again: Text to Image, Action' }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/workshop/text_to_image_v1', { user_inputs: { PROMPT: 'A lighthouse at dusk' } }),
    );
  },
};

export const OpensQueue: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const palette = await openedPalette();
    await userEvent.type(palette.getByRole('searchbox'), 'queue');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpenQueue).toHaveBeenCalledOnce());
  },
};

/** The screens and actions show at once; the workspace's projects and templates follow when their queries answer. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(projectHandlers.listPending(), templateHandlers.serviceModelsPending()),
  play: async () => {
    const palette = within(await body.findByRole('dialog', { name: 'Command palette' }));
    await expect(palette.getByText('Loading projects and templates…')).toBeVisible();
    await expect(palette.getByRole('option', { name: 'Workshop' })).toBeVisible();
  },
};

/** The workspace's projects and templates did not come: the palette still leads to every screen and action. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(projectHandlers.listFailed(), templateHandlers.serviceModelsFailed()),
  play: async () => {
    const palette = within(await body.findByRole('dialog', { name: 'Command palette' }));
    await expect(await palette.findByText('Projects and templates could not be loaded.')).toBeVisible();
    await expect(palette.getByRole('option', { name: 'Gallery' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const palette = await openedPalette('لوحة الأوامر');
    await expect(palette.getByRole('group', { name: 'انتقل إلى' })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'التبديل إلى English' })).toBeVisible();
  },
};

/** Hamza or not, an Arabic search finds the screen, and the row names its kind in Arabic. */
export const ArabicSearch: Story = {
  globals: { locale: 'ar' },
  parameters: { screenshot: false },
  play: async () => {
    const palette = await openedPalette('لوحة الأوامر');
    await userEvent.type(palette.getByRole('searchbox', { name: 'ابحث في الأوامر' }), 'ادوات');
    await waitFor(() => expect(palette.getAllByRole('option')[0]).toHaveAccessibleName('أدوات الذكاء الاصطناعي، شاشة'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const palette = await openedPalette();
    await expect(palette.getByRole('option', { name: 'My Studio' })).toBeVisible();
  },
};
