// Encrypts secrets kept in settings (service API keys) with AES-256-GCM, and masks them for display.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { configuredOrDevelopmentKey } from '../development-key';

const PREFIX = 'enc:v1:';

export class SecretBox {
  constructor(private readonly key: Buffer) {}

  /** The configured key, or in development one kept in `${dataDir}/settings-key` (made on first use). */
  static open(configuredKey: Buffer | null, dataDir: string): SecretBox {
    return new SecretBox(configuredOrDevelopmentKey(configuredKey, dataDir, 'settings-key'));
  }

  seal(plain: string): string {
    if (plain === '') return '';
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) return sealed;
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** '' stays ''; anything else shows only its last four characters. */
export function maskSecret(plain: string): string {
  if (plain === '') return '';
  return `••••••••${plain.length > 8 ? plain.slice(-4) : ''}`;
}

export const isMasked = (value: string) => value.startsWith('••••');
