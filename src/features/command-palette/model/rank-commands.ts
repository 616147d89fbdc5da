/** What ranking reads of a command: the words it shows and the words it is also known by. */
export interface Rankable {
  label: string;
  /** Other words that should find it (a screen's synonyms, a template's category); never shown. */
  keywords?: readonly string[];
}

/**
 * Text as it is compared: lower case, without Latin accents or Arabic short vowels and tatweel, and with the
 * Arabic letters people type interchangeably folded together (the alef forms, alef maqsura and ya, ta marbuta
 * and ha), so 'ادوات' finds 'أدوات'.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .toLowerCase()
    .trim();
}

const words = (text: string) => text.split(/[\s\-_/.:]+/).filter(Boolean);

/** Whether the letters of `query` appear in `text` in order, as in 'wksp' for 'workshop'. */
function isSubsequence(query: string, text: string): boolean {
  let at = 0;
  for (const letter of text) if (letter === query[at]) at += 1;
  return at === query.length;
}

/** How well one folded term matches one command; 0 when it does not. */
function termScore(term: string, label: string, keywords: readonly string[]): number {
  if (label === term) return 100;
  if (label.startsWith(term)) return 80;
  if (words(label).some((word) => word.startsWith(term))) return 60;
  if (label.includes(term)) return 40;
  if (keywords.some((keyword) => words(keyword).some((word) => word.startsWith(term)))) return 30;
  if (keywords.some((keyword) => keyword.includes(term))) return 20;
  if (term.length > 1 && isSubsequence(term, label.replace(/\s+/g, ''))) return 10;
  return 0;
}

/**
 * How well `query` matches a command, 0 for no match: the whole query against the label first (exact, prefix,
 * a word's prefix, anywhere), then every word of the query on its own, each of which must match the label or a
 * keyword; the weakest word sets the score, so one stray word does not rank a command high.
 */
export function commandScore(command: Rankable, query: string): number {
  const term = foldText(query);
  if (term === '') return 1;
  const label = foldText(command.label);
  const keywords = (command.keywords ?? []).map(foldText);
  const whole = termScore(term, label, keywords);
  const terms = words(term);
  if (whole > 0 || terms.length < 2) return whole;
  return Math.min(...terms.map((part) => termScore(part, label, keywords))) / 2;
}

/**
 * The commands that match `query`, best first; equally good ones keep their given order, so the caller's order
 * (screens before actions before projects before templates) breaks ties. An empty query keeps every command.
 */
export function rankCommands<Command extends Rankable>(commands: readonly Command[], query: string): Command[] {
  return commands
    .map((command, index) => ({ command, index, score: commandScore(command, query) }))
    .filter((entry) => entry.score > 0)
    .toSorted((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.command);
}
