import { createHash, createHmac } from 'node:crypto';
import { env } from '../config';
import '../mail/load-signing-key';

/**
 * Issue 35: the secret of a team invitation's link, derived (HMAC-SHA256 under the mail signing key) from
 * the invitation's id and which send it is, so neither the table nor the event carries it: the API stores
 * only its hash (the link's lookup), the mail consumer derives it again to write the e-mail. A resend is
 * the next `send`: a new secret, and the old link's hash is deleted with the resend.
 */
export const invitationSecret = (invitationId: string, send: number): string =>
  createHmac('sha256', env.mailSigningKey)
    .update(`team-invitation:v1:${invitationId}:${send}`)
    .digest('base64url');

/** What the table keeps of a link's secret: its SHA-256, so a leaked table opens no invitation. */
export const invitationSecretHash = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');
