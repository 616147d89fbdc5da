import { describe, expect, it } from 'vitest';
import { rareSearchWord, type PromptSample } from './search-word';

const sample = (others: string[], common: PromptSample['common'] = []): PromptSample => ({ common, others });
const bench = sample(Array.from({ length: 100 }, (_, i) => `lighthouse at dawn, study ${1000 + i * 97}`));

describe('rareSearchWord', () => {
  it('picks the word of a phrase that the fewest sampled prompts contain, when few enough do', () => {
    expect(rareSearchWord('study 999993', bench)).toBe('999993');
    expect(rareSearchWord('Dawn, STUDY 999993', bench), 'any case, any punctuation').toBe('999993');
    expect(rareSearchWord('at dawn, study', bench), 'every word common: the whole phrase it is').toBeUndefined();
    expect(rareSearchWord('lighthouse study 1097', bench), 'a word in one prompt of a hundred is still rare').toBe('1097');
  });

  it('leaves single words, short words and thin statistics to the whole-phrase search', () => {
    expect(rareSearchWord('999993', bench), 'one word is the phrase itself').toBeUndefined();
    expect(rareSearchWord('study 99', bench), 'pg_trgm finds no trigram in a two-letter word').toBeUndefined();
    expect(rareSearchWord('study 999993', null), 'never analysed').toBeUndefined();
    expect(rareSearchWord('study 999993', sample(['study 1', 'study 2'])), 'too few prompts sampled').toBeUndefined();
  });

  it('weighs the most common prompts by their share of rows', () => {
    const repeated = sample([...bench.others], [{ text: 'a lone 777777 portrait', share: 0.3 }]);
    expect(rareSearchWord('portrait 777777', repeated)).toBeUndefined();
    expect(rareSearchWord('study 999993', repeated)).toBe('999993');
  });
});
