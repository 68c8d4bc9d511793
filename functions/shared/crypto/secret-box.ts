/**
 * Encryption at rest for secrets we must keep (store access tokens). In AWS the ciphertext comes from
 * KMS (the key never leaves KMS; the encryption context binds a ciphertext to its owner, so one brand's
 * token cannot be decrypted as another's). On the local cloud a local AES-256-GCM key stands in for KMS.
 * Plain secrets never appear in API responses; only this module sees them.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { kmsDecrypt, kmsEncrypt } from '../aws/kms';

export type EncryptionContext = Record<string, string>;

const localKey = (): Buffer => {
  const key = Buffer.from(process.env.LOCAL_SECRET_KEY ?? '', 'base64');
  if (key.length !== 32) throw new Error('LOCAL_SECRET_KEY must be 32 bytes, base64');
  return key;
};

/** The context is authenticated data: decrypting with a different context fails. */
const aad = (context: EncryptionContext) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8');

export const encryptSecret = async (plaintext: string, context: EncryptionContext): Promise<string> => {
  const keyId = process.env.SECRETS_KMS_KEY_ID;
  if (keyId) {
    const ciphertext = await kmsEncrypt(keyId, Buffer.from(plaintext, 'utf8'), context);
    return `kms:v1:${ciphertext.toString('base64')}`;
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', localKey(), iv);
  cipher.setAAD(aad(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `local:v1:${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join('.')}`;
};

export const decryptSecret = async (sealed: string, context: EncryptionContext): Promise<string> => {
  if (sealed.startsWith('kms:v1:')) {
    const plaintext = await kmsDecrypt(Buffer.from(sealed.slice(7), 'base64'), context);
    return plaintext.toString('utf8');
  }
  if (sealed.startsWith('local:v1:')) {
    const [iv, tag, ciphertext] = sealed
      .slice(9)
      .split('.')
      .map((part) => Buffer.from(part, 'base64'));
    if (!iv || !tag || !ciphertext) throw new Error('Malformed sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', localKey(), iv);
    decipher.setAAD(aad(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }
  throw new Error('Unknown sealed secret format');
};
