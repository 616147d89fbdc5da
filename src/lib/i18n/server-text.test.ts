import { describe, expect, it } from 'vitest';
import ar from '../../../public/assets/lang/ar.json';
import en from '../../../public/assets/lang/en.json';
import { createI18n } from './i18n';
import { translateServerText } from './server-text';

describe('translateServerText', () => {
  const i18n = createI18n({ en, ar });

  it('translates a known code with its values into the interface language', async () => {
    await i18n.changeLanguage('ar');
    const text = 'Generation: Text to Image';
    expect(translateServerText(i18n, 'ledger', { code: 'generation', params: { template: 'Text to Image' }, text })).toBe(
      'توليد: Text to Image',
    );
    expect(translateServerText(i18n, 'ledger', { code: 'welcome_points', text: 'Welcome points' })).toBe('نقاط الترحيب');
    expect(translateServerText(i18n, 'taskErrors', { code: 'outpaint_off_step', params: { step: 32 }, text: 'Each side must be…' })).toBe(
      'يجب توسيع كل جانب بخطوات من 32 بكسل.',
    );
  });

  it("falls back to the server's text for a missing or unknown code", async () => {
    await i18n.changeLanguage('ar');
    expect(translateServerText(i18n, 'ledger', { code: null, text: 'Point pack: 500 points' })).toBe('Point pack: 500 points');
    expect(translateServerText(i18n, 'ledger', { code: 'gift_from_a_friend', text: 'A gift' })).toBe('A gift');
    // A code of the other kind is not looked up across kinds.
    expect(translateServerText(i18n, 'taskErrors', { code: 'welcome_points', text: 'Welcome points' })).toBe('Welcome points');
  });
});
