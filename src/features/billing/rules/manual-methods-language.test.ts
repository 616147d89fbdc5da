import { describe, expect, it } from 'vitest';
import { manualMethodsIn } from './manual-methods-language';

const answer = {
  description: 'Pay by transfer.',
  translations: { ar: { description: 'ادفع بتحويل.' } },
  methods: [
    {
      method_key: 'bank_transfer',
      display_name: 'Bank transfer',
      instructions: 'Transfer to IBAN XX00.',
      translations: { ar: { display_name: 'تحويل بنكي', instructions: 'حوّل إلى IBAN XX00.' } },
    },
    // Translated in part: the name only.
    { method_key: 'wallet', display_name: 'Mobile wallet', instructions: 'Send to 0100.', translations: { ar: { display_name: 'محفظة' } } },
    { method_key: 'cash', display_name: 'Cash', instructions: 'At the desk.' },
  ],
};

describe('manualMethodsIn', () => {
  it('takes the texts staff translated into the language, and English for every other', () => {
    expect(manualMethodsIn(answer, 'ar')).toMatchObject({
      description: 'ادفع بتحويل.',
      methods: [
        { method_key: 'bank_transfer', display_name: 'تحويل بنكي', instructions: 'حوّل إلى IBAN XX00.' },
        { method_key: 'wallet', display_name: 'محفظة', instructions: 'Send to 0100.' },
        { method_key: 'cash', display_name: 'Cash', instructions: 'At the desk.' },
      ],
    });
  });

  it('keeps the English texts in English, and for a language no text was translated into', () => {
    for (const language of ['en', 'fr']) {
      const shown = manualMethodsIn(answer, language);
      expect(shown.description).toBe('Pay by transfer.');
      expect(shown.methods.map((method) => [method.display_name, method.instructions])).toEqual([
        ['Bank transfer', 'Transfer to IBAN XX00.'],
        ['Mobile wallet', 'Send to 0100.'],
        ['Cash', 'At the desk.'],
      ]);
    }
  });
});
