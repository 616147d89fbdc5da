import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogError } from './load-catalog';
import { loadManualMethods } from './manual-methods';

const method = (overrides: Record<string, unknown> = {}) => ({
  method_key: 'bank_transfer',
  display_name: 'Bank transfer',
  instructions: 'Transfer the amount.',
  ...overrides,
});

function fileWith(content: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'methods-')), 'payment-methods.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('the manual payment methods file', () => {
  it('takes Arabic for any text, each optional', () => {
    const loaded = loadManualMethods(
      fileWith({
        description: 'Pay by transfer.',
        translations: { ar: { description: 'ادفع بتحويل.' } },
        methods: [method({ translations: { ar: { display_name: 'تحويل بنكي' } } }), method({ method_key: 'cash', display_name: 'Cash' })],
      }),
    );
    expect(loaded.translations).toEqual({ ar: { description: 'ادفع بتحويل.' } });
    expect(loaded.methods.map((entry) => entry.translations)).toEqual([{ ar: { display_name: 'تحويل بنكي' } }, undefined]);
  });

  it('refuses to start on translations under something other than a language code, or a text that is not one', () => {
    const file = fileWith({ description: '', methods: [method({ translations: { arabic: { display_name: 'تحويل بنكي' } } })] });
    expect(() => loadManualMethods(file)).toThrow(CatalogError);
    expect(() => loadManualMethods(file)).toThrow(/translations\.arabic/);
    expect(() =>
      loadManualMethods(fileWith({ description: '', methods: [method({ translations: { ar: { instructions: 7 } } })] })),
    ).toThrow(CatalogError);
  });

  it('ships an example with every text in Arabic as well', () => {
    const shipped = loadManualMethods(undefined);
    expect(shipped.translations?.ar?.description).toBeTruthy();
    for (const entry of shipped.methods) {
      expect([entry.method_key, entry.translations?.ar?.display_name, entry.translations?.ar?.instructions].every(Boolean)).toBe(true);
    }
  });
});
