import path from 'node:path';
import { z } from 'zod';
import { manualPaymentMethodSchema, manualPaymentMethodsSchema, type ManualPaymentMethods } from '../../contract';
import { CatalogError, defaultCatalogDir, readJson } from './load-catalog';
import { duplicatesIn } from './plan-catalog';

/** The file is the answer staff see in the portal: the methods, the description, and their translations. */
const methodsFileSchema = manualPaymentMethodsSchema.extend({
  methods: z.array(
    manualPaymentMethodSchema.extend({ method_key: z.string().regex(/^[a-z0-9_]{1,100}$/, 'lower case letters, digits and _') }),
  ),
});

export type ManualMethods = ManualPaymentMethods;

const noManualMethods: ManualMethods = { description: '', methods: [] };

/**
 * The manual payment methods: MANUAL_PAYMENT_METHODS_FILE, or the example file shipped in the catalog, or none
 * ('none'). Checked at start-up like the rest of the catalog: a bad file stops the server.
 */
export function loadManualMethods(setting: string | undefined, dir: string = defaultCatalogDir): ManualMethods {
  if (setting === 'none') return noManualMethods;
  const problems: string[] = [];
  const file = readJson(setting ? path.resolve(setting) : path.join(dir, 'payment-methods.json'), methodsFileSchema, problems);
  const keys = file?.methods.map((method) => method.method_key) ?? [];
  for (const duplicate of duplicatesIn(keys)) problems.push(`method_key ${duplicate} is used more than once`);
  if (!file || problems.length > 0) {
    throw new CatalogError(
      `The manual payment methods are not valid, so the server will not start:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  return file;
}
