import type { HeldInput } from './early-boot';

declare global {
  interface Window {
    heldInput?: HeldInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Gives the app what a visitor typed into a drawn field before it took the page over. Hydration keeps what the
 * field shows but not in the app's state, and the next render writes the state's value over it. React reports a
 * change only when the field differs from the value it last wrote, which hydration takes from what the field shows;
 * so the field is set through React's own setter to something else, then to the typed text behind React's back, and
 * an input event follows.
 */
function reportTyped(field: Field, value: string): void {
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setNative) return;
  // React hydrates each Suspense boundary after the page's first commit, and at once for an event inside it: this
  // one leaves the field as it is (React sees no change), but hydrated, so that its setter is React's below.
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    setNative.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  setNative.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Called once the app has taken the drawn page over (hydrated it): stops index.html's boot script holding clicks and
 * submissions (src/lib/boot/early-boot.ts), gives the app what was typed into its fields meanwhile, and then
 * replays what was held, in order, on what is still on the page.
 */
export function releaseHeldInput(): void {
  const held = window.heldInput;
  if (!held) return;
  delete window.heldInput;
  held.stop();
  for (const [field, value] of held.typed) {
    if (isField(field) && field.isConnected) reportTyped(field, value);
  }
  if (held.events.length === 0) return;
  // A task later, so that the state those reports set has rendered before a held submission reads it.
  setTimeout(() => {
    for (const { type, target, submitter } of held.events) {
      if (!(target instanceof Element) || !target.isConnected) continue;
      if (type === 'click' && target instanceof HTMLElement) target.click();
      // An icon inside a button, say: a click dispatched on it reaches the button as the first did.
      else if (type === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      else if (target instanceof HTMLFormElement) {
        target.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : null);
      }
    }
  }, 0);
}
