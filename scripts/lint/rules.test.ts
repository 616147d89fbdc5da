import { describe, expect, it } from 'vitest';
import { checkCssLine, checkImport, checkLiteralProps } from './rules';

describe('checkImport', () => {
  it('refuses a feature importing another feature', () => {
    expect(checkImport('src/features/auth/components/login.tsx', '../../account/index')).toMatch(/another feature/);
  });
  it('lets a feature import the design system, lib and contract', () => {
    expect(checkImport('src/features/auth/components/login.tsx', '../../../design-system')).toBeNull();
    expect(checkImport('src/features/auth/api/login.ts', '../../../lib/api')).toBeNull();
    expect(checkImport('src/features/auth/api/login.ts', '../../../../contract')).toBeNull();
  });
  it('refuses the design system importing a feature or the app', () => {
    expect(checkImport('src/design-system/button/button.tsx', '../../features/auth')).toMatch(/must not import/);
    expect(checkImport('src/design-system/button/button.tsx', '../../app/router')).toMatch(/must not import app/);
  });
  it('lets stories, and only stories, use the network mocks', () => {
    expect(checkImport('src/features/shell/top-bar/top-bar.stories.tsx', '../../../../mocks/handlers/user.handlers')).toBeNull();
    expect(checkImport('src/features/shell/top-bar/top-bar.tsx', '../../../../mocks/handlers/user.handlers')).toMatch(/must not import mocks/);
  });
  it('lets the app import a feature only through its index', () => {
    expect(checkImport('src/app/router.tsx', '../features/auth')).toBeNull();
    expect(checkImport('src/app/router.tsx', '../features/auth/components/login')).toMatch(/index\.ts/);
  });
  it('keeps server and src apart', () => {
    expect(checkImport('server/app.ts', '../src/lib/api')).toMatch(/server must not import src|must not import lib/);
    expect(checkImport('src/lib/api/api-client.ts', '../../../server/app')).toMatch(/must not import server/);
    expect(checkImport('server/app.ts', '../contract')).toBeNull();
  });
});

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
