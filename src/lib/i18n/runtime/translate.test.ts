import { describe, expect, it } from 'vitest';
import { interpolate, translate, type Tree } from './translate';

const ar: Tree = {
  files: {
    count_zero: 'لا ملفات',
    count_one: 'ملف واحد',
    count_two: 'ملفان',
    count_few: '{{count}} ملفات (few)',
    count_many: '{{count}} ملفًا (many)',
    count_other: '{{count}} ملف (other)',
  },
};
const en: Tree = {
  files: { count_one: 'one file', count_other: '{{count}} files' },
  greeting: 'Hello, {{name}}!',
  onlyInEnglish: 'English text',
};
const inArabic = [
  ['ar', ar],
  ['en', en],
] as const;
const inEnglish = [['en', en]] as const;

describe('translate', () => {
  it('fills slots, with or without spaces inside the braces, and leaves a slot with no value as written', () => {
    expect(translate(inEnglish, 'greeting', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(interpolate('<b>{{a}}</b>', { a: '<i>' })).toBe('<b><i></b>');
  });

  it.each([
    [0, 'لا ملفات'],
    [1, 'ملف واحد'],
    [2, 'ملفان'],
    [3, '3 ملفات (few)'],
    [11, '11 ملفًا (many)'],
    [100, '100 ملف (other)'],
  ])('picks the Arabic plural form of %i', (count, text) => {
    expect(translate(inArabic, 'files.count', { count })).toBe(text);
  });

  it('picks the English forms, and _other for 0 when there is no _zero', () => {
    expect(translate(inEnglish, 'files.count', { count: 1 })).toBe('one file');
    expect(translate(inEnglish, 'files.count', { count: 0 })).toBe('0 files');
    expect(translate(inEnglish, 'files.count', { count: 7 })).toBe('7 files');
  });

  it('falls back from a missing Arabic key to English, with English plural rules, then to the key', () => {
    expect(translate(inArabic, 'onlyInEnglish')).toBe('English text');
    expect(
      translate(
        [
          ['ar', {}],
          ['en', en],
        ],
        'files.count',
        { count: 2 },
      ),
    ).toBe('2 files');
    expect(translate(inArabic, 'files.missing')).toBe('files.missing');
    // A branch of the tree is not a text.
    expect(translate(inArabic, 'files')).toBe('files');
  });
});
