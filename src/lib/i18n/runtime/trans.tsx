import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { KeyIn } from './keys';
import { useTranslation } from './react';
import { parseTags, type TagNode } from './trans-tags';

export interface TransProps {
  i18nKey: KeyIn<'translation'>;
  /** Values for the text's `{{name}}` slots. */
  values?: Record<string, unknown>;
  /** The element each `<name>…</name>` of the text becomes; it receives the tag's content as children. */
  components?: Record<string, ReactElement>;
}

function render(nodes: TagNode[], components: Record<string, ReactElement>): ReactNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const children = render(node.children, components);
    const component = components[node.name];
    // A tag the caller gave no element for shows its content only.
    return component ? cloneElement(component, undefined, ...children) : createElement(Fragment, null, ...children);
  });
}

/** A translated text with elements inside it, e.g. 'We sent a code to <email>{{email}}</email>.'. */
export function Trans({ i18nKey, values, components = {} }: TransProps) {
  const { t } = useTranslation();
  return createElement(Fragment, null, ...render(parseTags(t(i18nKey, values)), components));
}
