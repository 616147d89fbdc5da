export { createInstance } from './instance';
export type { I18n } from './instance';
export type { KeyIn, TFunction } from './keys';
export { TranslationProvider, useTranslation } from './react';
export { Trans } from './trans';
