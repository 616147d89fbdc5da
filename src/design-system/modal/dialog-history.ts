/**
 * The browser history entries open dialogs push, so that Back closes the top dialog instead of leaving the
 * page (spec part 2 §2). Entries keep the page's URL and its router state, adding only a marker; pushes and
 * the Back that removes a closed dialog's entry run one at a time, so a dialog that opens as another closes
 * never sees the other's Back as its own.
 */

const MARKER_KEY = 'studioDialog';

let nextMarker = 0;
let queue: Promise<void> = Promise.resolve();
/** How many dialogs hold an entry now, and what waits for them all to be gone (see afterDialogsClose). */
let heldCount = 0;
let waiting: Array<() => void> = [];
/** True while a Back of our own is under way: its popstate is not the user's and closes nothing. */
let isOwnBackUnderway = false;

/**
 * Gives up waiting for a popstate the browser never sends (there was no entry to go back to). Generous: a popstate
 * that arrives after it would be taken by the next dialog for the user's Back and close it, and a busy phone can
 * take more than a second to send one.
 */
const BACK_TIMEOUT_MS = 3000;

const currentMarker = (): unknown => (window.history.state as Record<string, unknown> | null)?.[MARKER_KEY];

function enqueue(step: () => void | Promise<void>): void {
  queue = queue.then(step).catch(() => undefined);
}

function goBackFrom(marker: string): Promise<void> {
  if (currentMarker() !== marker) return Promise.resolve();
  return new Promise((resolve) => {
    isOwnBackUnderway = true;
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', done);
      isOwnBackUnderway = false;
      resolve();
    };
    const timer = window.setTimeout(done, BACK_TIMEOUT_MS);
    // Added after every open dialog's listener, so theirs run while the flag is still up.
    window.addEventListener('popstate', done);
    window.history.back();
  });
}

/**
 * Pushes an entry for an open dialog and calls `onBack` when the user's Back (or a jump further back) leaves
 * it. The answered function releases the entry: when the dialog closed any other way, its entry is
 * removed with a Back of our own, unless the page has moved on (a link in the dialog navigated).
 */
export function holdHistoryEntry(onBack: () => void): () => void {
  nextMarker += 1;
  heldCount += 1;
  const marker = `dialog-${nextMarker}`;
  let isReleased = false;
  let isPushed = false;
  let wasClosedByBack = false;
  const onPopState = () => {
    if (isOwnBackUnderway || currentMarker() === marker) return;
    wasClosedByBack = true;
    window.removeEventListener('popstate', onPopState);
    onBack();
  };
  enqueue(() => {
    if (isReleased) return;
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.pushState({ ...state, [MARKER_KEY]: marker }, '');
    isPushed = true;
    window.addEventListener('popstate', onPopState);
  });
  return () => {
    if (isReleased) return;
    isReleased = true;
    window.removeEventListener('popstate', onPopState);
    if (isPushed && !wasClosedByBack) enqueue(() => goBackFrom(marker));
    heldCount -= 1;
    if (heldCount === 0) {
      const steps = waiting;
      waiting = [];
      steps.forEach((step) => enqueue(step));
    }
  };
}

/**
 * Runs `step` once no dialog holds an entry and their own Backs have finished (queued after them): the way to
 * navigate as a confirmation closes. A navigation made while a closing dialog's Back is still to come would be
 * undone by that Back; queued after it, the step runs once the router has handled that Back's popstate, so even
 * a navigation to a lazy route still loading is not superseded by it (seen in the projects journey).
 */
export function afterDialogsClose(step: () => void): void {
  if (heldCount === 0) enqueue(step);
  else waiting.push(step);
}

/**
 * Resolves once every push and Back queued so far has run: nothing a dialog already closed will still do to the
 * history. The story tests wait for it before each story, so a dialog of the story before cannot close the next one's.
 */
export function dialogHistorySettled(): Promise<void> {
  return queue;
}
