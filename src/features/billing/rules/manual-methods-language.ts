import type { ManualPaymentMethods } from '@contract/browser';

/**
 * The manual payment methods and their description in `language`: each text staff translated is taken in that
 * language, every other stays in English, the language staff always configure.
 */
export function manualMethodsIn(answer: ManualPaymentMethods, language: string): ManualPaymentMethods {
  return {
    description: answer.translations?.[language]?.description || answer.description,
    methods: answer.methods.map((method) => {
      const texts = method.translations?.[language];
      return {
        ...method,
        display_name: texts?.display_name || method.display_name,
        instructions: texts?.instructions || method.instructions,
      };
    }),
  };
}
