import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The configured secret, else 32 random bytes generated once into `<dataDir>/<fileName>` (mode 0600). */
export function loadTokenSecret(configured: string | undefined, dataDir: string, fileName = 'token-secret'): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  try {
    fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}
