import { describe, expect, it } from 'vitest';
import { checkCssLine, checkLiteralProps } from './text-rules';

describe('checkCssLine', () => {
  it('flags physical properties', () => {
    expect(checkCssLine('  margin-left: 4px;')).not.toBeNull();
    expect(checkCssLine('  right: 0;')).not.toBeNull();
    expect(checkCssLine('  text-align: left;')).not.toBeNull();
    expect(checkCssLine('  border-top-right-radius: 4px;')).not.toBeNull();
  });
  it('accepts logical properties', () => {
    expect(checkCssLine('  margin-inline-start: 4px;')).toBeNull();
    expect(checkCssLine('  inset-inline-end: 0;')).toBeNull();
    expect(checkCssLine('  text-align: start;')).toBeNull();
    expect(checkCssLine('  --space-right-rail: 4px;')).toBeNull();
  });
});

describe('checkLiteralProps', () => {
  it('flags literal words in announced props', () => {
    expect(checkLiteralProps('<IconButton aria-label="Close" />')).toMatch(/aria-label/);
  });
  it('accepts translated and non-verbal values', () => {
    expect(checkLiteralProps('<IconButton aria-label={t("close")} />')).toBeNull();
    expect(checkLiteralProps('<img alt="" />')).toBeNull();
  });
});
