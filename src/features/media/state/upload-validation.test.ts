import { describe, expect, it } from 'vitest';
import { generationMessages } from '@/domain/generation';
import { imageFileProblem } from './upload-validation';

describe('imageFileProblem', () => {
  it('accepts the five image types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/gif']) {
      expect(imageFileProblem({ type, size: 10 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types and anything over 10 MB', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(generationMessages.invalidFileType);
    expect(imageFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(generationMessages.fileTooLarge);
  });
});
