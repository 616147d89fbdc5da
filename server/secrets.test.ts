import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets';

describe('loadSecrets', () => {
  it('generates keys once per data directory and keeps them across restarts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-secrets-'));
    const first = loadSecrets({ DATA_DIR: dir });
    expect(first.altchaHmacKey).toMatch(/^[\w-]{43}$/);
    expect(first.codeKey).not.toBe(first.altchaHmacKey);
    expect(loadSecrets({ DATA_DIR: dir })).toEqual(first);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('prefers keys from the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-secrets-'));
    expect(loadSecrets({ DATA_DIR: dir, ALTCHA_HMAC_KEY: 'a', SECRET_KEY: 'b' })).toEqual({ altchaHmacKey: 'a', codeKey: 'b' });
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    expect(loadSecrets({ DATA_DIR: dir, ALTCHA_HMAC_KEY: 'a' }).altchaHmacKey).toBe('a');
  });
});
