import { describe, expect, it } from 'vitest';
import { promptFragments, promptTriggers } from './prompt-suggestion-lists';
import { appendSuggestion, lastWord, maxPromptSuggestions, promptSuggestions } from './prompt-suggestions';

describe('promptSuggestions', () => {
  it('suggests only after a trigger word, read case- and punctuation-blind', () => {
    expect(promptSuggestions('a red car')).toHaveLength(maxPromptSuggestions);
    expect(promptSuggestions('A knight in a CASTLE,')).not.toEqual([]);
    expect(promptSuggestions('a car in the rain')).toEqual([]);
    expect(promptSuggestions('')).toEqual([]);
    expect(lastWord('  the   Landscape! ')).toBe('landscape');
  });

  it('draws at most 7, in turn from the lists the trigger names', () => {
    for (const trigger of Object.keys(promptTriggers)) {
      const suggestions = promptSuggestions(`a ${trigger}`);
      const allowed: string[] = promptTriggers[trigger]!.flatMap((list) => [...promptFragments[list]]);
      expect(suggestions.length).toBeLessThanOrEqual(7);
      expect(suggestions.every((suggestion) => allowed.includes(suggestion))).toBe(true);
    }
    expect(promptSuggestions('a castle').slice(0, 3)).toEqual([
      promptFragments.architecture[0],
      promptFragments.setting[0],
      promptFragments.lighting[0],
    ]);
  });

  it('leaves out what the prompt already says', () => {
    expect(promptSuggestions('golden hour lighting, a portrait')).not.toContain('golden hour lighting');
  });
});

describe('appendSuggestion', () => {
  it('joins with a comma, once', () => {
    expect(appendSuggestion('a portrait, ', 'soft rim light')).toBe('a portrait, soft rim light');
    expect(appendSuggestion('', 'soft rim light')).toBe('soft rim light');
  });
});
