import { expect, getDefaultNormalizer } from 'storybook/test';

/**
 * People's own words (a prompt, a project or team name) are laid out in their own direction: an English one in the
 * Arabic interface reads left to right, so its ellipsis falls at its end. `element` is the box that cuts the text.
 */
export async function expectOwnDirection(element: Element, direction: 'ltr' | 'rtl') {
  await expect(element.matches(`:dir(${direction})`), `${element.textContent ?? ''} is laid out ${direction}`).toBe(true);
}

/**
 * Options for a text query: an Arabic sentence isolates the names it carries (U+2068 ... U+2069, invisible), and
 * the query matches it as written without them.
 */
export const ignoringIsolates = {
  normalizer: (text: string) => getDefaultNormalizer()(text.replace(/[\u2066-\u2069]/g, '')),
};
