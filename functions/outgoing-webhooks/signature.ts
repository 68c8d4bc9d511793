/**
 * The signature of an outgoing webhook (Stripe-like): `Marketplace-Signature: t=<unix>,v1=<hex>` where
 * the hex is HMAC-SHA256 of `<t>.<body>` with the endpoint's secret. During a secret roll's overlap both
 * the new and the previous secret sign (two `v1=`), so a receiver can switch at its own pace.
 */
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'Marketplace-Signature';
export const WEBHOOK_ID_HEADER = 'Marketplace-Webhook-Id';

export const signatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureHeader = (secrets: readonly string[], timestamp: number, body: string): string =>
  [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(',');
