import {
  type SampleOrder,
  type ShippingAddress,
  sampleOrderStatusLabels,
} from '../../../../contracts/credits';
import { Badge } from '../../../../ui/components/ui/badge';
import { ExternalLink } from '../ui/external-link';

const tones = { pending: 'yellow', ordered: 'blue', fulfilled: 'green', failed: 'red' } as const;

/**
 * A sample order's status as both sides see it (Requested → Order created in store → Shipped, or
 * Failed): the word always beside the colour.
 */
export const SampleOrderStatusBadge = ({ status }: { status: SampleOrder['status'] }) => (
  <Badge tone={tones[status]} data-testid="sample-order-status">
    {sampleOrderStatusLabels[status]}
  </Badge>
);

/** Carrier and tracking number, linked to the carrier's tracking page when the store gave one. */
export const SampleTracking = ({ order }: { order: SampleOrder }) => {
  if (!order.tracking_number && !order.carrier) return null;
  const number = order.tracking_number ?? '';
  return (
    <p className="text-sm break-words text-slate-700" data-testid="sample-tracking">
      {order.carrier ?? 'Tracking'}:{' '}
      {order.tracking_url ? (
        <ExternalLink href={order.tracking_url} className="font-medium text-violet-700 underline">
          {number}
        </ExternalLink>
      ) : (
        <span className="font-medium">{number}</span>
      )}
    </p>
  );
};

const countryName = (code: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** An address on separate lines (an `<address>` element: read as one). */
export const ShippingAddressLines = ({ address }: { address: ShippingAddress }) => (
  <address className="text-sm not-italic break-words text-slate-600" data-testid="shipping-address">
    {address.name}
    <br />
    {address.line1}
    {address.line2 && (
      <>
        <br />
        {address.line2}
      </>
    )}
    <br />
    {address.city}, {address.region} {address.postal_code}
    <br />
    {countryName(address.country)}
    {address.phone && (
      <>
        <br />
        {address.phone}
      </>
    )}
  </address>
);

/** Every country a sample can ship to, by name (the server checks the code). */
export const countryOptions = (codes: readonly string[]) =>
  codes
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label));
