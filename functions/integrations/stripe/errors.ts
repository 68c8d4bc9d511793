/** No Stripe credentials in this environment (a deployment whose Stripe secret was never filled in). */
export class StripeNotConfiguredError extends Error {
  override readonly name = 'StripeNotConfiguredError';
  constructor(missing: string) {
    super(`Stripe is not configured: ${missing} is not set`);
  }
}
