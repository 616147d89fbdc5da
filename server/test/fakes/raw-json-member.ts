/**
 * The text of a top-level member's value in a JSON object's text, exactly as written (whitespace, escapes and key
 * order inside it kept), or null when the text is not an object with that member. For a fake that must check what
 * bytes a client sent, not what they parse to.
 */
export function rawMemberText(text: string, member: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !(member in parsed)) return null;
  } catch {
    return null;
  }
  let depth = 0;
  let inString = false;
  let stringStart = -1;
  let lastKey: string | null = null;
  let valueStart = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') {
        inString = false;
        // A string at depth 1 followed by a colon is a top-level key.
        if (depth === 1 && valueStart === -1 && /^\s*:/.test(text.slice(index + 1)))
          lastKey = JSON.parse(text.slice(stringStart, index + 1)) as string;
      }
      continue;
    }
    if (char === '"') {
      inString = true;
      stringStart = index;
    } else if (char === ':' && depth === 1 && lastKey === member && valueStart === -1) {
      valueStart = index + 1;
    } else if (char === '{' || char === '[') {
      depth += 1;
    } else if (char === '}' || char === ']' || char === ',') {
      if ((char === ',' && depth === 1) || ((char === '}' || char === ']') && depth === 1)) {
        if (valueStart !== -1) return text.slice(valueStart, index).trim();
        lastKey = null;
      }
      if (char !== ',') depth -= 1;
    }
  }
  return null;
}
