/**
 * React Aria guesses whether a virtual keyboard is about to open: after the window's height shrank by 100 px or
 * more around a text field's focus, an overlay that opens with a text field focused, while the document has focus,
 * stays hidden (opacity 0, clipped) until the keyboard's next resize or for 600 ms. The story tests resize the
 * window as each story starts (its viewport), story files share a page, and the two story workers' pages take the
 * browser's focus from each other at random: now and then a dialog opened invisible, and its screenshot or a
 * visibility check failed. No virtual keyboard exists in these tests, and which page the browser counts as focused
 * is an accident of the runner, so the document reports no focus; React Aria's keyboard guess is the only reader
 * of `document.hasFocus()` in the app and its dependencies.
 */
export function ruleOutVirtualKeyboard(): void {
  Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => false });
}
