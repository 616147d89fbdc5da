import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripLocales } from './react-aria-locales';

const require = createRequire(import.meta.url);
const menuStrings = path.join(path.dirname(require.resolve('react-aria')), '..', 'private', 'menu', 'intlStrings.mjs');

describe('stripLocales', () => {
  it("keeps only English and Arabic in React Aria's own string table", () => {
    const original = readFileSync(menuStrings, 'utf8');
    expect(original).toContain('"fr-FR"');
    const stripped = stripLocales(original);
    expect(stripped).toMatch(/^import [\w$]+ from "[^"]*ar-AE\.mjs";$/m);
    expect(stripped).toMatch(/^import [\w$]+ from "[^"]*en-US\.mjs";$/m);
    expect(stripped).toContain('"ar-AE":');
    expect(stripped).toContain('"en-US":');
    expect(stripped).not.toMatch(/fr-FR|de-DE|zh-TW/);
    expect(stripped.match(/^import /gm)).toHaveLength(2);
  });
});
