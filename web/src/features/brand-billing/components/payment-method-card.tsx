import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { SectionCard } from '../../../components/layouts/section-card';
import { Switch } from '../../../components/ui/switch';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { usePaymentSettings, useRemoveCard, useSaveCard, useSetAutopay } from '../api/payment-settings';

const cardBrand = (brand: string) =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * Payment method (Account & Billing): the card the brand saved through Stripe Checkout (brand, last 4,
 * expiry), Save / Replace (Checkout in setup mode, in this tab: Stripe sends the brand back here with
 * `?card=saved`, and the card shows once Stripe's webhook has saved it), Remove, and automatic payment —
 * each invoice charged to the card when it is issued, so creators are paid without waiting for its due date.
 */
export const PaymentMethodCard = () => {
  const [searchParams] = useSearchParams();
  const settings = usePaymentSettings({ awaitingCard: searchParams.get('card') === 'saved' });
  const save = useSaveCard();
  const remove = useRemoveCard();
  const autopay = useSetAutopay();
  const autopayLabel = useId();
  const autopayHint = useId();
  // Issue 35: the card and automatic payment are money's (owners, admins, finance); the others read them.
  const money = useBrandRole().can('money');

  const openSetup = () =>
    save.mutate(undefined, {
      onSuccess: (url) => window.location.assign(url),
      onError: () => toast.error('Card not saved', 'Stripe could not be reached. Try again in a moment.'),
    });

  const card = settings.data?.payment_method ?? null;
  return (
    <SectionCard
      titleId="payment-method-title"
      title="Payment method"
      description="Save a card to pay invoices automatically when they are issued."
      data-testid="payment-method"
    >
      <div className="mt-4 grid gap-4">
        {settings.isPending ? (
          <Skeleton className="h-10 w-64" label="Loading your payment method" />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Your payment method could not be loaded.
          </p>
        ) : card ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-800" data-testid="saved-card">
              <span className="font-semibold">{cardBrand(card.brand)}</span> ending in {card.last4} · expires{' '}
              {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
            </p>
            {money && (
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={openSetup} isLoading={save.isPending}>
                  Replace card
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => toast.success('Card removed', 'Automatic payment is off.'),
                      onError: () => toast.error('Card not removed', 'Try again in a moment.'),
                    })
                  }
                  data-testid="remove-card"
                >
                  Remove<span className="sr-only"> card ending in {card.last4}</span>
                </Button>
              </div>
            )}
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" data-testid="no-card">
              {searchParams.get('card') === 'saved'
                ? 'Saving your card… it shows here once Stripe confirms it.'
                : 'No card saved. Invoices are paid with Pay Invoice.'}
            </p>
            {money && (
              <Button size="sm" onClick={openSetup} isLoading={save.isPending} data-testid="save-card">
                {save.isPending ? 'Opening Stripe…' : 'Save a card'}
              </Button>
            )}
          </div>
        )}
        <div className="flex items-start justify-between gap-4 border-t border-slate-100 pt-4">
          <div>
            <p id={autopayLabel} className="text-sm font-semibold text-slate-900">
              Automatic payment
            </p>
            <p id={autopayHint} className="text-sm text-slate-600">
              {card
                ? 'Each invoice is charged to your saved card on the day it is issued; a failed charge is retried 1, 3 and 7 days later.'
                : 'Save a card to turn on automatic payment.'}
            </p>
          </div>
          <Switch
            checked={settings.data?.autopay ?? false}
            disabled={!money || !card || autopay.isPending}
            aria-labelledby={autopayLabel}
            aria-describedby={autopayHint}
            onChange={(enabled) =>
              autopay.mutate(enabled, {
                onSuccess: (next) =>
                  toast.success(
                    next.autopay ? 'Automatic payment on' : 'Automatic payment off',
                    next.autopay
                      ? 'Invoices are charged to your card when issued.'
                      : 'Pay invoices with Pay Invoice.',
                  ),
                onError: () => toast.error('Not changed', 'Automatic payment could not be changed.'),
              })
            }
            data-testid="autopay-switch"
          />
        </div>
        <RoleNote work="money" />
      </div>
    </SectionCard>
  );
};
