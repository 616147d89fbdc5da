import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { preloadable } from './preloadable';

/** A part with state of its own: what is typed in it is lost if React remounts it. */
function NoteField() {
  return (
    <label>
      Note <input name="note" />
    </label>
  );
}

/** A fresh preloadable whose code arrives a moment after it is first asked for. */
const arrivingLater = () =>
  preloadable(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return NoteField;
  });

let LazyNote = arrivingLater();

/** The page around it: the note shows on a press, as a dialog opens, and the page re-renders on its own. */
function Page() {
  const [isShown, setShown] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <div>
      <button onClick={() => setShown(true)}>Show the note</button>
      <button onClick={() => setRenders(renders + 1)}>Render again</button>
      <p>{`Rendered ${renders} times`}</p>
      <Suspense fallback={<p>Loading the note…</p>}>{isShown ? <LazyNote /> : <p>No note yet</p>}</Suspense>
    </div>
  );
}

/** `preloadable` (src/lib/lazy): a part whose code loads apart from the page; its unit tests cover the loading. */
const meta = {
  title: 'Lib/Preloadable',
  component: Page,
  parameters: { screenshot: false },
  beforeEach: () => {
    LazyNote = arrivingLater();
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown through its fallback while the code loads, then the same part, with what the user typed, as the page renders again. */
export const KeepsItsStateOnceLoaded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the note' }));
    await expect(canvas.getByText('Loading the note…')).toBeVisible();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(canvas.getByRole('button', { name: 'Render again' }));
    await expect(canvas.getByText('Rendered 1 times')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  },
};

/** Once preloaded, it shows at once on the press: no fallback. */
export const RendersAtOnceWhenPreloaded: Story = {
  beforeEach: async () => {
    await LazyNote.preload();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the note' }));
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeVisible();
    await expect(canvas.queryByText('Loading the note…')).toBeNull();
  },
};
