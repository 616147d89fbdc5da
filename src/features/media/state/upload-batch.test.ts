import { describe, expect, it } from 'vitest';
import { addToBatch, problemOf, uploadable } from './upload-batch';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('the upload dialog batch', () => {
  it('marks files over 10 MB and types the dialog does not take, but keeps them listed', () => {
    expect(problemOf(file('a.png', 'image/png'))).toBeNull();
    expect(problemOf(file('a.webp', 'image/webp', 10 * 1024 * 1024))).toBeNull();
    expect(problemOf(file('b.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(problemOf(file('c.bmp', 'image/bmp'))).toBe('unsupported');
    expect(problemOf(file('d.txt', 'text/plain'))).toBe('unsupported');
  });

  it('keeps at most five files and says how many were left out', () => {
    const first = addToBatch([], [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')]);
    expect(first.dropped).toBe(0);
    const second = addToBatch(first.batch, [
      file('4.png', 'image/png'),
      file('5.png', 'image/png'),
      file('6.png', 'image/png'),
      file('7.png', 'image/png'),
    ]);
    expect(second.batch.map((entry) => entry.file.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(second.dropped).toBe(2);
    expect(new Set(second.batch.map((entry) => entry.key)).size).toBe(5);
  });

  it('sends only valid files not yet uploaded, a failed one again', () => {
    const { batch } = addToBatch(
      [],
      [
        file('ok.png', 'image/png'),
        file('big.png', 'image/png', 11 * 1024 * 1024),
        file('sent.png', 'image/png'),
        file('retry.png', 'image/png'),
      ],
    );
    batch[2]!.status = 'done';
    batch[3]!.status = 'failed';
    expect(uploadable(batch).map((entry) => entry.file.name)).toEqual(['ok.png', 'retry.png']);
  });
});
