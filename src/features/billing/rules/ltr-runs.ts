/** A stretch of text, and whether it is a run of digits to be read left to right. */
export interface TextPart {
  text: string;
  isLtrRun: boolean;
}

// A token holds a digit (Latin, Arabic-Indic or any other) and may hold Latin letters: '0100', '+20', 'XX00', '(10)'.
const token = String.raw`\(?\+?[A-Za-z\p{Nd}]*\p{Nd}[A-Za-z\p{Nd}]*\)?`;
// Tokens joined by one space, hyphen, dot or slash: '+000 000 000 000', 'XX00 0000 0000 00', '010-1234-5678'.
const ltrRun = new RegExp(`${token}(?:[ \\u00A0\\-./]${token})*`, 'gu');
// Isolates written into the configured text are dropped: the run is isolated when it is shown.
const isolates = /[\u2066-\u2069]/g;

/**
 * Splits text at its runs of digit groups (phone numbers, IBANs, references). Inside right-to-left text the bidi
 * algorithm lays the groups of '+000 000 000' out from right to left; each run is shown isolated left to right, so
 * it reads as written in either language.
 */
export function splitLtrRuns(text: string): TextPart[] {
  const plain = text.replace(isolates, '');
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of plain.matchAll(ltrRun)) {
    if (match.index > from) parts.push({ text: plain.slice(from, match.index), isLtrRun: false });
    parts.push({ text: match[0], isLtrRun: true });
    from = match.index + match[0].length;
  }
  if (from < plain.length) parts.push({ text: plain.slice(from), isLtrRun: false });
  return parts;
}
