/**
 * Issue 36: what tells one connected account's bank account and owner from another's, read from the
 * Account object Stripe sends (account.updated): the bank accounts' fingerprints (`external_accounts.
 * data[].fingerprint`, the same for the same account number whoever entered it) and a key of the legal
 * name and address (`individual`, or `company` for a business). The key is a hash of them normalized
 * (case, accents, punctuation and spacing aside), so the bus and the table never carry the address.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const address = z.optional(
  z.nullable(
    z.object({ line1: text, line2: text, postal_code: text, country: text, city: text, state: text }),
  ),
);

/** The parts of the Account object read here, as Stripe's API reference describes them. */
export const accountIdentity = z.object({
  external_accounts: z.optional(
    z.nullable(z.object({ data: z.array(z.object({ fingerprint: z.optional(z.nullable(z.string())) })) })),
  ),
  individual: z.optional(z.nullable(z.object({ first_name: text, last_name: text, address }))),
  company: z.optional(z.nullable(z.object({ name: text, address }))),
});

const plain = (value: string | null | undefined): string =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const nameAddressKeyOf = (name: string, where: z.infer<typeof address>): string | null => {
  const parts = [where?.line1, where?.postal_code, where?.country].map(plain);
  if (!name || parts.some((part) => part === '')) return null;
  const key = [name, ...parts, plain(where?.line2)].join('|');
  return createHash('sha256').update(key).digest('hex');
};

export const payoutIdentityOf = (account: z.infer<typeof accountIdentity>) => {
  const person = account.individual;
  const personName = plain(`${person?.first_name ?? ''} ${person?.last_name ?? ''}`);
  const nameAddressKey =
    (person && personName && nameAddressKeyOf(personName, person.address)) ||
    (account.company ? nameAddressKeyOf(plain(account.company.name), account.company.address) : null);
  const fingerprints = (account.external_accounts?.data ?? [])
    .map((bank) => bank.fingerprint?.trim())
    .filter((fingerprint): fingerprint is string => !!fingerprint);
  return { bankFingerprints: [...new Set(fingerprints)].sort(), nameAddressKey: nameAddressKey || null };
};
