import { formatDate, formatLongDay, formatUsd } from '../../../../../ui/utils/format';

/**
 * An entry's before or after value in plain words: "10%", "10% (5% from Dec 7, 2026)", "On", "Visa ••••
 * 4242". The server records small objects of known fields (functions/shared/audit); a field this does
 * not know is shown as its name and value, so nothing recorded is hidden.
 */
const percent = (value: unknown) => `${value}%`;
const onOff = (value: unknown) => (value ? 'On' : 'Off');

type Fields = Record<string, unknown>;

const card = (value: unknown) => {
  if (!value || typeof value !== 'object') return 'No card';
  const { brand, last4 } = value as { brand?: string; last4?: string };
  return `${brand ? brand[0]?.toUpperCase() + brand.slice(1) : 'Card'} •••• ${last4 ?? '????'}`;
};

const tiersText = (value: unknown) => {
  const { tiers, pending } = (value ?? {}) as {
    tiers?: { after_sales: number; rate_percentage: number }[];
    pending?: { tiers: { after_sales: number; rate_percentage: number }[]; effective_at: string } | null;
  };
  const list = (items: { after_sales: number; rate_percentage: number }[] = []) =>
    items.length
      ? items.map((tier) => `${tier.rate_percentage}% after ${tier.after_sales} sales`).join(', ')
      : 'No tiers';
  const now = list(tiers);
  return pending ? `${now} (${list(pending.tiers)} from ${formatDate(pending.effective_at)})` : now;
};

const field = (name: string, value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  switch (name) {
    case 'commission_percentage':
    case 'rate_percentage':
      return percent(value);
    case 'pending_percentage':
    case 'pending_from':
    case 'paid_at':
    case 'disabled_reason':
    case 'prefix':
    case 'previous_secret_until':
    case 'product_id':
      return undefined;
    case 'amount_cents':
    case 'commission_cents':
      return formatUsd(Number(value));
    case 'enabled':
    case 'autopay':
      return `${name === 'autopay' ? 'Autopay' : 'Endpoint'} ${onOff(value).toLowerCase()}`;
    case 'card':
      return card(value);
    case 'relationship_type':
      return value === 'blacklist' ? 'Blocked' : value === 'favorite' ? 'Favorite' : 'No list';
    case 'status':
      return String(value)[0]?.toUpperCase() + String(value).slice(1);
    case 'paid_via':
      return value === 'automatic' ? 'by autopay' : 'through Checkout';
    case 'secret_hint':
      return `secret ${value}`;
    case 'scopes':
    case 'events':
      return (value as string[]).join(', ');
    case 'starts_on':
      return `from ${formatLongDay(String(value))}`;
    case 'ends_on':
      return `to ${formatLongDay(String(value))}`;
    case 'name':
    case 'url':
    case 'description':
      return String(value) || undefined;
    default:
      return `${name.replaceAll('_', ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
  }
};

export const describeValue = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  const fields = value as Fields;
  if ('tiers' in fields) return tiersText(fields);
  const words = Object.entries(fields)
    .map(([name, item]) => field(name, item))
    .filter(Boolean)
    .join(' · ');
  const pending =
    typeof fields.pending_percentage === 'number' && typeof fields.pending_from === 'string'
      ? ` (${fields.pending_percentage}% from ${formatDate(fields.pending_from)})`
      : '';
  return `${words || '—'}${pending}`;
};
