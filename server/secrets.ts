import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ServerSecrets {
  /** Signs ALTCHA challenges. */
  altchaHmacKey: string;
  /** Keys the one-time code hashes. */
  codeKey: string;
}

interface SecretsFile {
  altcha_hmac_key?: string;
  secret_key?: string;
}

function readSecretsFile(file: string): SecretsFile {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Could not read ${file}: delete it to generate new keys, or fix its JSON.`, { cause: error });
  }
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json, so a restart
 * keeps accepting captchas and codes issued before it. Processes that do not share DATA_DIR (several
 * servers on one PostgreSQL) must all be given ALTCHA_HMAC_KEY and SECRET_KEY instead.
 */
export function loadSecrets(settings: {
  DATA_DIR: string;
  ALTCHA_HMAC_KEY?: string | undefined;
  SECRET_KEY?: string | undefined;
}): ServerSecrets {
  const file = path.join(settings.DATA_DIR, 'secrets.json');
  if (settings.ALTCHA_HMAC_KEY !== undefined && settings.SECRET_KEY !== undefined) {
    return { altchaHmacKey: settings.ALTCHA_HMAC_KEY, codeKey: settings.SECRET_KEY };
  }
  const stored = readSecretsFile(file);
  const altchaHmacKey = stored.altcha_hmac_key ?? randomBytes(32).toString('base64url');
  const codeKey = stored.secret_key ?? randomBytes(32).toString('base64url');
  if (stored.altcha_hmac_key !== altchaHmacKey || stored.secret_key !== codeKey) {
    fs.mkdirSync(settings.DATA_DIR, { recursive: true });
    const contents: SecretsFile = { altcha_hmac_key: altchaHmacKey, secret_key: codeKey };
    fs.writeFileSync(file, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    altchaHmacKey: settings.ALTCHA_HMAC_KEY ?? altchaHmacKey,
    codeKey: settings.SECRET_KEY ?? codeKey,
  };
}
