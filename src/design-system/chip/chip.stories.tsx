import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Images, Ratio, SlidersHorizontal, Sparkles } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet } from '../bottom-sheet';
import { Dialog, DialogTrigger } from '../dialog';
import { Popover } from '../popover';
import { prepareStory } from '@stories/kit';
import { Chip } from './chip';

const body = within(document.body);

const meta = {
  title: 'Design System/Chip',
  component: Chip,
  beforeEach: prepareStory,
  args: { children: 'Dimensions', icon: <Ratio />, value: '1024 × 1024', hasChevron: true, onPress: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon, label, the current value and a chevron: the value is part of the name screen readers hear. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Dimensions 1024 × 1024' });
    await userEvent.click(chip);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button'));
    await expect(canvas.getByRole('button')).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Selected: the setting differs from the template's default, or a filter is on. */
export const Selected: Story = {
  args: { isSelected: true, children: 'Style', icon: <Sparkles />, value: 'Cinematic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Locked: a lock and the plan that unlocks it; still pressable so it can explain the upgrade. */
export const Locked: Story = {
  args: { lockedTier: 'Pro', value: 'Custom' },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Dimensions Custom Requires Pro' });
    await userEvent.click(chip);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

/** Without a value or chevron: a filter chip that is simply on or off. */
export const LabelOnly: Story = {
  args: { children: 'Favorites', icon: <Heart />, value: undefined, hasChevron: false, isSelected: true, 'aria-pressed': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favorites' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The trigger of a BottomSheet: pressing opens it, Escape closes it and focus comes back to the chip. */
export const OpensBottomSheet: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Chip {...args} />
        <BottomSheet title="Dimensions">
          <p style={{ margin: 0 }}>Square, portrait or landscape presets.</p>
        </BottomSheet>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Dimensions 1024 × 1024' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    const sheet = await body.findByRole('dialog', { name: 'Dimensions' });
    await waitFor(() => expect(sheet).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(chip).toHaveFocus());
  },
};

/** The trigger of a Popover on wider screens, e.g. the image count. */
export const OpensPopover: Story = {
  parameters: { layout: 'fullscreen' },
  args: { children: 'Images', icon: <Images />, value: '4' },
  render: (args) => (
    <div style={{ padding: 24, blockSize: 320 }}>
      <DialogTrigger defaultOpen>
        <Chip {...args} />
        <Popover placement="bottom start">
          <Dialog title="Image count">Up to 4 images per run.</Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Image count' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The workshop's row of chips; on a phone it wraps onto more lines. */
const ChipRow = (args: Parameters<typeof Chip>[0]) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 560 }}>
    <Chip {...args} />
    <Chip icon={<Images />} value="4" hasChevron>
      Images
    </Chip>
    <Chip icon={<Sparkles />} value="Cinematic" isSelected hasChevron>
      Style
    </Chip>
    <Chip icon={<SlidersHorizontal />} hasChevron>
      Advanced
    </Chip>
  </div>
);

export const Row: Story = {
  render: (args) => <ChipRow {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <ChipRow {...args} />,
  play: async ({ canvas }) => {
    const [first, , , last] = canvas.getAllByRole('button');
    // Wrapped: the last chip sits on a lower line than the first.
    await expect(last?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? 0);
  },
};

/** In Arabic the icon leads on the right and the chevron ends on the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'الأبعاد', lockedTier: 'احترافي', value: 'مخصص' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'الأبعاد مخصص يتطلب احترافي' })).toBeInTheDocument();
  },
};
