import { describe, expect, it } from 'vitest';
import { splitLtrRuns } from './ltr-runs';

const runs = (text: string) =>
  splitLtrRuns(text)
    .filter((part) => part.isLtrRun)
    .map((part) => part.text);

describe('splitLtrRuns', () => {
  it('finds phone numbers, IBANs and references whole, leaving the words around them', () => {
    expect(runs('أرسل المبلغ إلى رقم المحفظة +000 000 000 000 واحتفظ برسالة التأكيد.')).toEqual(['+000 000 000 000']);
    expect(runs('رقم الآيبان: XX00 0000 0000 0000 0000 00')).toEqual(['XX00 0000 0000 0000 0000 00']);
    expect(runs('Call +20 (10) 1234-5678 or 010.555.0199, ref 2026/11/25.')).toEqual(['+20 (10) 1234-5678', '010.555.0199', '2026/11/25']);
    expect(runs('رقم المحفظة ٠١٠٠ ٥٥٥ ٠١٩٩')).toEqual(['٠١٠٠ ٥٥٥ ٠١٩٩']);
  });

  it('keeps every character in order, and leaves text without digits whole', () => {
    const text = 'حوّل المبلغ إلى:\nالمصرف: Example Bank\nالآيبان: DE89 3704 0044 0532 0130 00.\nشكرًا';
    expect(
      splitLtrRuns(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(splitLtrRuns('Example Bank')).toEqual([{ text: 'Example Bank', isLtrRun: false }]);
    // A line break ends a run: each line's number stands on its own.
    expect(runs('0100 555\n0199')).toEqual(['0100 555', '0199']);
  });

  it('drops isolates a configurer wrote, since the run is isolated when shown', () => {
    expect(splitLtrRuns('المحفظة \u20660100 555 0199\u2069.')).toEqual([
      { text: 'المحفظة ', isLtrRun: false },
      { text: '0100 555 0199', isLtrRun: true },
      { text: '.', isLtrRun: false },
    ]);
  });
});
