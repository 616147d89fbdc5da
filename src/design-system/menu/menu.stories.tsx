import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Ellipsis, Pencil, Share2, Trash2, WandSparkles } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button';
import { prepareStory } from '@stories/kit';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './index';

const body = within(document.body);

const meta = {
  title: 'Design System/Menu',
  component: Menu,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  // The menu takes its name from the trigger, as React Aria links them.
  args: { onAction: fn() },
  render: (args) => (
    <div style={{ padding: 40 }}>
      <MenuTrigger>
        <IconButton aria-label="More actions" variant="secondary">
          <Ellipsis />
        </IconButton>
        <Menu {...args}>
          <MenuItem id="download" icon={<Download />}>
            Download
          </MenuItem>
          <MenuItem id="copy" icon={<Copy />}>
            Copy prompt
          </MenuItem>
          <MenuItem id="rename" icon={<Pencil />} isDisabled>
            Rename
          </MenuItem>
          <SubmenuTrigger>
            <MenuItem icon={<WandSparkles />}>Remix with</MenuItem>
            <Menu onAction={args.onAction}>
              <MenuItem id="variations">Variations</MenuItem>
              <MenuItem id="upscale">Upscale</MenuItem>
            </Menu>
          </SubmenuTrigger>
          <MenuSeparator />
          <MenuItem id="share" icon={<Share2 />}>
            Share link
          </MenuItem>
          <MenuItem id="delete" icon={<Trash2 />} isDanger>
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await body.findByRole('menu', { name: 'More actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CallsOnAction: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Copy prompt' }));
    await expect((args.onAction as ReturnType<typeof fn>).mock.calls[0]?.[0]).toBe('copy');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: Enter opens with focus on the first item, arrows move, the submenu opens to the reading side. */
export const KeyboardAndSubmenu: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'More actions' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const submenu = await body.findByRole('menu', { name: 'Remix with' });
    await expect(within(submenu).getByRole('menuitem', { name: 'Variations' })).toHaveFocus();
  },
};

export const WithSelection: Story = {
  render: (args) => (
    <div style={{ padding: 40 }}>
      <MenuTrigger defaultOpen>
        <IconButton aria-label="Sort" variant="secondary">
          <Ellipsis />
        </IconButton>
        <Menu {...args} selectionMode="single" defaultSelectedKeys={['newest']}>
          <MenuSection title="Sort by">
            <MenuItem id="newest">Newest first</MenuItem>
            <MenuItem id="oldest">Oldest first</MenuItem>
            <MenuItem id="liked">Most liked</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async () => {
    const item = await body.findByRole('menuitemradio', { name: 'Newest first' });
    await expect(item).toBeChecked();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ padding: 40 }}>
      <MenuTrigger defaultOpen>
        <IconButton aria-label="إجراءات أخرى" variant="secondary">
          <Ellipsis />
        </IconButton>
        <Menu {...args}>
          <MenuItem id="download" icon={<Download />}>
            تنزيل
          </MenuItem>
          <MenuItem id="copy" icon={<Copy />}>
            نسخ الوصف
          </MenuItem>
          <SubmenuTrigger>
            <MenuItem icon={<WandSparkles />}>إعادة المزج</MenuItem>
            <Menu>
              <MenuItem id="variations">تنويعات</MenuItem>
            </Menu>
          </SubmenuTrigger>
          <MenuSeparator />
          <MenuItem id="delete" icon={<Trash2 />} isDanger>
            حذف
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async () => {
    await expect(await body.findByRole('menu', { name: 'إجراءات أخرى' })).toBeInTheDocument();
  },
};
