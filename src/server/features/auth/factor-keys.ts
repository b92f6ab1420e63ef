import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The keys of the second factor (decision 025), derived from the link secret (decision 012) so
 * nothing new needs configuring, each for one purpose:
 * - TOTP secrets are encrypted (AES-256-GCM): the server must read them back to check a code,
 *   and a copy of the database alone then gives nobody the codes;
 * - recovery codes are stored as HMAC-SHA256 under a key: random codes need no slow hash, and a
 *   code can be looked up and used up by one statement.
 */
export type FactorKeys = { encryption: Buffer; recovery: Buffer };

export function deriveFactorKeys(linkSecret: string): FactorKeys {
  const derive = (purpose: string) => createHmac('sha256', linkSecret).update(purpose).digest();
  return { encryption: derive('totp-secret-encryption'), recovery: derive('recovery-codes') };
}

const VERSION = 'v1';

/** `v1.{iv}.{tag}.{ciphertext}`, base64url; a fresh IV every time. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The plain secret, or null when the text was not sealed with this key (e.g. after a rotation). */
export function decryptSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** Letters and digits nobody confuses when copying by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

/** A new recovery code, `xxxx-xxxx-xxxx` (12 characters of 31: about 59 bits). */
export function newRecoveryCode(): string {
  const length = RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH;
  const characters: string[] = [];
  while (characters.length < length) {
    // Rejection sampling: only bytes below the largest multiple of the alphabet's size.
    for (const byte of randomBytes(length * 2)) {
      const limit = 256 - (256 % RECOVERY_ALPHABET.length);
      if (byte < limit && characters.length < length) {
        characters.push(RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]!);
      }
    }
  }
  const groups = Array.from({ length: RECOVERY_GROUPS }, (_, index) =>
    characters.slice(index * RECOVERY_GROUP_LENGTH, (index + 1) * RECOVERY_GROUP_LENGTH).join(''),
  );
  return groups.join('-');
}

/** How a typed recovery code is compared: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function hashRecoveryCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(normaliseRecoveryCode(code)).digest('hex');
}
