import type en from '../../../public/assets/lang/en.json';
import type { bundledStrings } from './bundled-strings';

/**
 * Types every translation key from the English file, so `t('a.missing.key')` fails the type check. English is
 * the source of truth; tests/unit/translations.test.ts keeps Arabic in step with it.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      boot: (typeof bundledStrings)['en']['boot'];
    };
  }
}
