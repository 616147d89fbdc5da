export { createInstance } from './instance';
export type { I18n, I18nOptions } from './instance';
export type { InstanceTFunction, KeyIn, LeafKeys, Namespace, Namespaces, TFunction, TOptions } from './keys';
export { TranslationProvider, useTranslation } from './react';
export { Trans } from './trans';
export type { TransProps } from './trans';
export type { Tree } from './translate';
