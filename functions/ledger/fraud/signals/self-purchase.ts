/**
 * Self-purchase: the shopper is the creator. Their account e-mail (the check since the first ledger), their
 * full name, or their shipping address (the one they last had samples sent to) is on the order. A first
 * name alone, or a street without its postcode, is not enough: many shoppers share those.
 */
import { HOLD_TAIL, type Signal, type SignalFacts } from '../signal';

/** The e-mail match's reason, word for word as sales held before signals carry it. */
export const SELF_REFERRAL_REASON = `Self-referral: the shopper's e-mail is the creator's own account e-mail. ${HOLD_TAIL}`;

const plain = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const matchingFields = ({ order, creator }: SignalFacts): string[] => {
  const fields: string[] = [];
  if (order.email && creator.email && plain(order.email) === plain(creator.email)) fields.push('email');
  const creatorName = plain(`${creator.firstName ?? ''} ${creator.lastName ?? ''}`);
  const customerName = plain(order.customerName);
  // Both names in full: a first name alone matches too many shoppers.
  if (creator.firstName && creator.lastName && customerName && customerName === creatorName)
    fields.push('name');
  const shipped = order.shippingAddress;
  const own = creator.address;
  if (
    shipped &&
    own &&
    plain(shipped.line1) !== '' &&
    plain(shipped.line1) === plain(own.line1) &&
    plain(shipped.zip) === plain(own.zip) &&
    plain(shipped.country) === plain(own.country)
  )
    fields.push('shipping_address');
  return fields;
};

const FIELD_WORDS: Record<string, string> = {
  email: 'e-mail',
  name: 'full name',
  shipping_address: 'shipping address',
};

export const selfPurchase: Signal = {
  name: 'self_purchase',
  detect: (facts) => {
    const fields = matchingFields(facts);
    if (fields.length === 0) return null;
    const reason =
      fields.length === 1 && fields[0] === 'email'
        ? SELF_REFERRAL_REASON
        : `Self-purchase: the shopper's ${fields.map((field) => FIELD_WORDS[field]).join(' and ')} ${fields.length > 1 ? 'are' : 'is'} the creator's own. ${HOLD_TAIL}`;
    return { reason, evidence: { matching_fields: fields, orders: [facts.order.name] } };
  },
};
