import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createInstance } from './instance';
import { TranslationProvider, useTranslation } from './react';
import { Trans } from './trans';
import { parseTags } from './trans-tags';

const i18n = createInstance({
  language: 'en',
  fallbackLanguage: 'en',
  resources: {
    en: {
      translation: { auth: { otp: { description: 'We sent a code to <email>{{email}}</email>.' } }, errors: { network: 'No connection' } },
    },
    ar: { translation: { auth: { otp: { description: 'أرسلنا رمزًا إلى <email>{{email}}</email>.' } } } },
  },
});
const render = (node: ReactNode) => renderToStaticMarkup(createElement(TranslationProvider, { i18n }, node));

function Probe() {
  const { t, i18n: instance } = useTranslation();
  return `${instance.language}: ${t('errors.network')}`;
}

describe('Trans', () => {
  it('places the given elements around their tagged text, with the values filled in', async () => {
    const trans = createElement(Trans, {
      i18nKey: 'auth.otp.description',
      values: { email: 'ada@example.com' },
      components: { email: createElement('span', { className: 'note' }) },
    });
    expect(render(trans)).toBe('We sent a code to <span class="note">ada@example.com</span>.');
    await i18n.changeLanguage('ar');
    expect(render(trans)).toBe('أرسلنا رمزًا إلى <span class="note">ada@example.com</span>.');
    await i18n.changeLanguage('en');
  });

  it('parses nested, self-closing and unmatched tags', () => {
    expect(parseTags('a <b>bold <i>both</i></b><br/> c</x>')).toEqual([
      'a ',
      { name: 'b', children: ['bold ', { name: 'i', children: ['both'] }] },
      { name: 'br', children: [] },
      ' c',
      '</x>',
    ]);
  });
});

describe('useTranslation', () => {
  it('reads the current language, falling back to English for a key Arabic lacks', async () => {
    expect(render(createElement(Probe))).toBe('en: No connection');
    await i18n.changeLanguage('ar');
    expect(render(createElement(Probe))).toBe('ar: No connection');
    await i18n.changeLanguage('en');
  });

  it('refuses to run without a provider', () => {
    expect(() => renderToStaticMarkup(createElement(Probe))).toThrow(/TranslationProvider/);
  });
});
