import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Skeleton } from '../skeleton';
import { drag, prepareStory, sampleImage } from '@stories/kit';
import { Splitter } from './splitter';

/** A stand-in for the workshop's form panel. */
function PanelPane({ title }: { title: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 20, blockSize: '100%', overflow: 'hidden', alignContent: 'start' }}>
      <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>
      <Skeleton shape="rect" height={96} />
      <Skeleton shape="text" lines={3} />
      <Skeleton shape="rect" height={40} />
    </div>
  );
}

/** A stand-in for the results grid. */
function ResultsPane() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 8,
        padding: 16,
        blockSize: '100%',
        overflow: 'hidden',
        alignContent: 'start',
        background: 'var(--color-background)',
      }}
    >
      {[265, 20, 180, 320, 90, 140].map((hue) => (
        <img key={hue} src={sampleImage(hue)} alt="" style={{ aspectRatio: '1', inlineSize: '100%', borderRadius: 10 }} />
      ))}
    </div>
  );
}

const frame = { border: '1px solid var(--color-border)', borderRadius: 16, overflow: 'hidden' };

const meta = {
  title: 'Design System/Splitter',
  component: Splitter,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ ...frame, blockSize: 'calc(100vh - 48px)', background: 'var(--color-surface)' }}>{Story()}</div>],
  args: {
    defaultSize: 0.31,
    minSizes: [400, 320],
    onSizeChange: fn(),
    onSizeChangeEnd: fn(),
    children: [<PanelPane key="panel" title="Text to image" />, <ResultsPane key="results" />],
  },
} satisfies Meta<typeof Splitter>;

export default meta;
type Story = StoryObj<typeof meta>;

const separatorIn = (canvas: { getByRole: (role: 'separator') => HTMLElement }) => canvas.getByRole('separator');
const firstPaneOf = (separator: HTMLElement) => document.getElementById(separator.getAttribute('aria-controls') ?? '');
const widthOf = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;
/** The separator announces its clamped place once its resize observer has first measured the container. */
const measured = (separator: HTMLElement) => waitFor(() => expect(separator).not.toHaveAttribute('aria-valuemax', '100'));

/** Desktop: the panel starts at 31% of the width but never under 400 px; the separator announces its place. */
export const Horizontal: Story = {
  play: async ({ canvas, canvasElement }) => {
    const separator = separatorIn(canvas);
    await expect(separator).toHaveAccessibleName('Resize panels');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    const total = widthOf(canvasElement.querySelector('[data-orientation]'));
    const panel = firstPaneOf(separator);
    await expect(panel).toHaveTextContent('Text to image');
    await expect(widthOf(panel)).toBeCloseTo(Math.max(400, total * 0.31), 0);
    // Announced from the container's first measurement, a frame after the first paint.
    await waitFor(() => expect(separator).toHaveAttribute('aria-valuenow', String(Math.round((widthOf(panel) / total) * 100))));
  },
};

/** Hovering the hairline lights it in the accent colour and widens it. */
export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(separatorIn(canvas));
    await expect(separatorIn(canvas)).toHaveAttribute('data-hovered', 'true');
  },
};

/** Dragging follows the pointer; the caller hears every step and the final size once. */
export const Dragged: Story = {
  play: async ({ args, canvas }) => {
    const separator = separatorIn(canvas);
    const panel = firstPaneOf(separator);
    const before = widthOf(panel);
    await drag(separator, { dx: 160 });
    await waitFor(() => expect(widthOf(panel)).toBeCloseTo(before + 160, 0));
    await expect(args.onSizeChange).toHaveBeenCalled();
    await expect(args.onSizeChangeEnd).toHaveBeenCalledTimes(1);
  },
};

/** Neither pane goes under its minimum however far the pointer goes. */
export const AtLimits: Story = {
  play: async ({ canvas, canvasElement }) => {
    const separator = separatorIn(canvas);
    const panel = firstPaneOf(separator);
    await drag(separator, { dx: -600 });
    await waitFor(() => expect(widthOf(panel)).toBeCloseTo(400, 0));
    await drag(separator, { dx: 2000 });
    const total = widthOf(canvasElement.querySelector('[data-orientation]'));
    await waitFor(() => expect(total - widthOf(panel) - widthOf(separator)).toBeCloseTo(320, 0));
  },
};

/** Left and Right move it by 2%, End and Home jump to the limits; the caller hears each change once. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const separator = separatorIn(canvas);
    await userEvent.tab();
    await expect(separator).toHaveFocus();
    await measured(separator);
    const start = Number(separator.getAttribute('aria-valuenow'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(separator).toHaveAttribute('aria-valuenow', String(start + 4));
    // Up and Down run along a vertical separator: they move nothing and report nothing.
    await userEvent.keyboard('{ArrowUp}');
    await expect(separator).toHaveAttribute('aria-valuenow', String(start + 4));
    await userEvent.keyboard('{End}');
    await expect(separator).toHaveAttribute('aria-valuenow', separator.getAttribute('aria-valuemax'));
    await userEvent.keyboard('{Home}');
    await expect(separator).toHaveAttribute('aria-valuenow', separator.getAttribute('aria-valuemin'));
    await expect(args.onSizeChangeEnd).toHaveBeenCalledTimes(4);
  },
};

/** A double click puts the separator back where it started. */
export const DoubleClickResets: Story = {
  play: async ({ canvas }) => {
    const separator = separatorIn(canvas);
    await measured(separator);
    const start = separator.getAttribute('aria-valuenow');
    await drag(separator, { dx: 200 });
    await waitFor(() => expect(separator).not.toHaveAttribute('aria-valuenow', start));
    await userEvent.dblClick(separator);
    await expect(separator).toHaveAttribute('aria-valuenow', start);
  },
};

/** Controlled: the caller holds the size (here restored from a saved 50%) and saves it when a drag ends. */
export const Controlled: Story = {
  render: function Render(args) {
    const [size, setSize] = useState(0.5);
    const [saved, setSaved] = useState(0.5);
    return (
      <Splitter {...args} size={size} onSizeChange={setSize} onSizeChangeEnd={setSaved}>
        <PanelPane title={`Saved at ${Math.round(saved * 100)}%`} />
        <ResultsPane />
      </Splitter>
    );
  },
  play: async ({ canvas }) => {
    const separator = separatorIn(canvas);
    await expect(separator).toHaveAttribute('aria-valuenow', '50');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(separator).toHaveAttribute('aria-valuenow', '48');
    await expect(canvas.getByRole('heading', { name: 'Saved at 48%' })).toBeVisible();
  },
};

/** In Arabic the panel sits on the right; dragging left widens it, following the pointer. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: [<PanelPane key="panel" title="نص إلى صورة" />, <ResultsPane key="results" />] },
  play: async ({ canvas, canvasElement }) => {
    const separator = separatorIn(canvas);
    await expect(separator).toHaveAccessibleName('تغيير حجم اللوحات');
    const panel = firstPaneOf(separator);
    const root = canvasElement.querySelector('[data-orientation]');
    await expect(panel?.getBoundingClientRect().right).toBeCloseTo(root?.getBoundingClientRect().right ?? 0, 0);
    const before = widthOf(panel);
    await drag(separator, { dx: -120 });
    await waitFor(() => expect(widthOf(panel)).toBeCloseTo(before + 120, 0));
  },
};

/** Phones: the panes stack and a thumb-sized strip between them resizes them by touch. */
export const PhoneStacked: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { orientation: 'vertical', defaultSize: 0.5, minSizes: [200, 160] },
  play: async ({ canvas }) => {
    const separator = separatorIn(canvas);
    await expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
    const panel = firstPaneOf(separator);
    const before = panel?.getBoundingClientRect().height ?? 0;
    await drag(separator, { dy: 80, pointerType: 'touch' });
    await waitFor(() => expect(panel?.getBoundingClientRect().height).toBeCloseTo(before + 80, 0));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(panel?.getBoundingClientRect().height).toBeLessThan(before + 80));
  },
};
