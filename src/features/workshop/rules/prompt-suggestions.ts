import { promptFragments, promptTriggers } from './prompt-suggestion-lists';

export const maxPromptSuggestions = 7;

/** The prompt's last word, lower-cased and without punctuation: 'A knight's CASTLE,' → 'castle'. */
export function lastWord(prompt: string): string {
  const words = prompt.toLowerCase().split(/\s+/).filter(Boolean);
  return (words.at(-1) ?? '').replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Fragments to append to a prompt (spec part 2 §5): at most 7, only when the last word is a trigger, taken in turn
 * from the trigger's lists so the choice mixes style, detail and light. Fragments already in the prompt are left
 * out. Deterministic, so the chips do not reshuffle on every keystroke.
 */
export function promptSuggestions(prompt: string): string[] {
  const lists = promptTriggers[lastWord(prompt)];
  if (!lists) return [];
  const text = prompt.toLowerCase();
  const pools: string[][] = lists.map((list) => promptFragments[list].filter((fragment) => !text.includes(fragment.toLowerCase())));
  const suggestions: string[] = [];
  for (let round = 0; suggestions.length < maxPromptSuggestions; round += 1) {
    const picks = pools.map((pool) => pool[round]).filter((pick): pick is string => pick !== undefined);
    if (picks.length === 0) break;
    suggestions.push(...picks.slice(0, maxPromptSuggestions - suggestions.length));
  }
  return suggestions;
}

/** The prompt with a suggestion appended, comma-separated as prompt writers do. */
export function appendSuggestion(prompt: string, suggestion: string): string {
  const base = prompt.trimEnd().replace(/,$/, '');
  return base ? `${base}, ${suggestion}` : suggestion;
}
