/** A piece of a translated text: plain text, or a named tag such as `<email>…</email>` with what it wraps. */
export type TagNode = string | { name: string; children: TagNode[] };

const tag = /<(\/?)([\w-]+)\s*(\/?)>/g;

/** Splits a text at its `<name>…</name>` and `<name/>` tags, nested or not. An unmatched closing tag stays text. */
export function parseTags(text: string): TagNode[] {
  const root: TagNode[] = [];
  const open: Array<{ name: string; children: TagNode[] }> = [];
  const into = () => open.at(-1)?.children ?? root;
  let at = 0;
  for (const match of text.matchAll(tag)) {
    const [written, closing, name = '', selfClosing] = match;
    if (match.index > at) into().push(text.slice(at, match.index));
    at = match.index + written.length;
    if (closing) {
      if (open.at(-1)?.name === name) open.pop();
      else into().push(written);
      continue;
    }
    const element = { name, children: [] };
    into().push(element);
    if (!selfClosing) open.push(element);
  }
  if (at < text.length) into().push(text.slice(at));
  return root;
}
