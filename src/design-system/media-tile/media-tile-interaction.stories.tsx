import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MediaTile } from './media-tile';
import { loadedMedia, mediaTileMeta, resultActions } from './media-tile-story-kit';

/** How a tile answers the pointer and the keyboard: its actions on hover and focus, and selecting it. */
const meta = {
  ...mediaTileMeta,
  title: 'Design System/MediaTile Interaction',
} satisfies Meta<typeof MediaTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Actions hide until the pointer rests on the tile (on touch screens they always show). */
export const HoverActions: Story = {
  args: { actions: resultActions },
  play: async ({ canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    const remix = canvas.getByRole('button', { name: 'Remix' });
    const actions = remix.parentElement as HTMLElement;
    await expect(getComputedStyle(actions).opacity).toBe('0');
    await userEvent.hover(canvas.getByRole('button', { name: 'Neon city at dusk' }));
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
    await userEvent.click(remix);
  },
};

/** The keyboard reaches the tile, shows its ring and reveals the actions, which come next in the tab order. */
export const KeyboardFocus: Story = {
  args: { actions: resultActions },
  play: async ({ canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Neon city at dusk' })).toHaveAttribute('data-focus-visible', 'true');
    const actions = canvas.getByRole('button', { name: 'Remix' }).parentElement as HTMLElement;
    await waitFor(() => expect(getComputedStyle(actions).opacity).toBe('1'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remix' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Neon city at dusk' })).toHaveFocus();
  },
};

/** Selecting: a checkbox in the start corner and an accent ring round the chosen tile. */
export const Selectable: Story = {
  args: { onSelectionChange: fn(), isSelectable: true, selectionLabel: 'Select Neon city at dusk' },
  render: function Render(args) {
    const [isSelected, setSelected] = useState(false);
    return (
      <MediaTile
        {...args}
        isSelected={isSelected}
        onSelectionChange={(next) => {
          setSelected(next);
          args.onSelectionChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await loadedMedia(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Select Neon city at dusk' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-selected]')).not.toBeNull();
    // Ticking the box does not open the item.
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
