import { describe, expect, it } from 'vitest';
import ar from '../../../public/assets/lang/ar.json';
import en from '../../../public/assets/lang/en.json';
import { createI18n } from './i18n';
import { translateServerText } from './server-text';

const refunded = (count: number) => ({
  code: 'generation_failed_refunded',
  params: { template: 'Upscale', count },
  text: `Your Upscale generation failed. Its ${count} points were refunded.`,
});

describe('translateServerText', () => {
  const i18n = createI18n({ en, ar });

  it('translates a known code with its values into the interface language', async () => {
    await i18n.changeLanguage('ar');
    const text = 'Generation: Text to Image';
    expect(translateServerText(i18n, 'ledger', { code: 'generation', params: { template: 'Text to Image' }, text })).toBe(
      'توليد: \u2068Text to Image\u2069',
    );
    expect(translateServerText(i18n, 'ledger', { code: 'welcome_points', text: 'Welcome points' })).toBe('نقاط الترحيب');
    expect(translateServerText(i18n, 'taskErrors', { code: 'outpaint_off_step', params: { step: 32 }, text: 'Each side must be…' })).toBe(
      'يجب توسيع كل جانب بخطوات من 32 بكسل.',
    );
  });

  it('words a counted message in the form its count takes in the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(translateServerText(i18n, 'notifications', refunded(1))).toBe('Your Upscale generation failed. Its 1 point was refunded.');
    expect(translateServerText(i18n, 'notifications', refunded(4))).toBe('Your Upscale generation failed. Its 4 points were refunded.');
    await i18n.changeLanguage('ar');
    expect(translateServerText(i18n, 'notifications', refunded(2))).toBe('فشلت عملية التوليد \u2068Upscale\u2069. تمت إعادة نقطتين.');
    expect(translateServerText(i18n, 'notifications', refunded(4))).toBe('فشلت عملية التوليد \u2068Upscale\u2069. تمت إعادة 4 نقاط.');
    // A notification stored before its text counted has no count: the server's words show.
    expect(translateServerText(i18n, 'notifications', { ...refunded(4), params: { template: 'Upscale', points: 4 } })).toBe(
      'Your Upscale generation failed. Its 4 points were refunded.',
    );
  });

  it('isolates the names a right-to-left sentence carries, so a number beside one stays in its place', async () => {
    const received = { code: 'team_points_received', params: { sender_name: 'omar.k', count: 500, team_name: 'Aurora' }, text: '' };
    await i18n.changeLanguage('ar');
    expect(translateServerText(i18n, 'notifications', received)).toBe('أضاف \u2068omar.k\u2069 500 نقطة إلى الفريق \u2068Aurora\u2069.');
    await i18n.changeLanguage('en');
    expect(translateServerText(i18n, 'notifications', received)).toBe('omar.k added 500 points to the team Aurora.');
  });

  it("falls back to the server's text for a missing or unknown code", async () => {
    await i18n.changeLanguage('ar');
    expect(translateServerText(i18n, 'ledger', { code: null, text: 'Point pack: 500 points' })).toBe('Point pack: 500 points');
    expect(translateServerText(i18n, 'ledger', { code: 'gift_from_a_friend', text: 'A gift' })).toBe('A gift');
    // A code of the other kind is not looked up across kinds.
    expect(translateServerText(i18n, 'taskErrors', { code: 'welcome_points', text: 'Welcome points' })).toBe('Welcome points');
  });
});
