// A 32-byte key from the configuration, or in development one kept in a file of DATA_DIR (made on first use).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The configured key, else `${dataDir}/${fileName}` (base64, mode 600), made once; production configures every key. */
export function configuredOrDevelopmentKey(configuredKey: Buffer | null, dataDir: string, fileName: string): Buffer {
  if (configuredKey) return configuredKey;
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
