import { describe, expect, it } from 'vitest';
import {
  activeGenerationFilters,
  isSeedText,
  noGenerationFilters,
  sizeLabel,
  toGenerationFilters,
  withoutGenerationFilter,
} from './generation-filter-values';

describe('the gallery filters by what made a creation', () => {
  it('sends only what is filled in, and a seed only once it is a whole number', () => {
    expect(toGenerationFilters(noGenerationFilters)).toEqual({});
    const values = { ...noGenerationFilters, negativePrompt: '  blurry ', seed: ' 42 ', templateId: 'flux', size: '1024x768' };
    expect(toGenerationFilters(values)).toEqual({ negativePrompt: 'blurry', seed: 42, templateId: 'flux', size: '1024x768' });
    for (const seed of ['4.2', '-1', '1e5', 'abc', '12345678901234567']) {
      expect(isSeedText(seed), seed).toBe(false);
      expect(toGenerationFilters({ ...noGenerationFilters, seed })).toEqual({});
    }
    expect(isSeedText('0')).toBe(true);
  });

  it('lists the filters in effect and removes one at a time', () => {
    const values = { ...noGenerationFilters, seed: '7', model: 'runware:101@1', isSharedIncluded: true, negativePrompt: '  ' };
    expect(activeGenerationFilters(values)).toEqual(['seed', 'model', 'isSharedIncluded']);
    expect(activeGenerationFilters({ ...values, seed: 'x' })).toEqual(['model', 'isSharedIncluded']);
    const left = withoutGenerationFilter(values, 'model');
    expect(activeGenerationFilters(left)).toEqual(['seed', 'isSharedIncluded']);
    expect(left.seed).toBe('7');
    expect(sizeLabel('1024x768')).toBe('1024 × 768');
  });
});
