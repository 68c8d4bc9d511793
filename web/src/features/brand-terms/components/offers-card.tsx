import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatLongDay } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PercentInput } from '../../../components/ui/percent-input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type Offer, useCreateOffer, useOffers, useWithdrawOffer } from '../api/offers';

const ALL_PRODUCTS = '';
/** Offers' days are UTC days (an offer runs from 00:00 UTC of its first day to 24:00 UTC of its last). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

type Field = 'product_id' | 'rate_percentage' | 'starts_on' | 'ends_on';
type Errors = Partial<Record<Field | 'form', string>>;

const stateBadge: Record<Offer['state'], { label: string; tone: 'green' | 'blue' | 'neutral' }> = {
  running: { label: 'Running', tone: 'green' },
  upcoming: { label: 'Upcoming', tone: 'blue' },
  ended: { label: 'Ended', tone: 'neutral' },
};

/**
 * Time-limited offers (issue 21): a higher rate between two days for one product or all of them, listed
 * to creators on Explore → Promotions. An offer can be withdrawn until it starts; then it runs to its end.
 */
export const OffersCard = ({
  products,
}: {
  /** The brand's products (My Products' own list, passed by the route); undefined while it loads. */
  products: readonly { id: string; name: string }[] | undefined;
}) => {
  const titleId = useId();
  const offers = useOffers();
  // Issue 35: offers are the program's; the other roles see the list only, and why.
  const editable = useBrandRole().can('program');
  return (
    <SectionCard
      titleId={titleId}
      title="Time-limited offers"
      description="A higher rate between two days (UTC), for one product or all of them. Creators see it on Explore → Promotions. You can withdraw an offer until it starts; then it runs to its end."
      className="mt-6"
      data-testid="offers-card"
    >
      {editable ? <OfferForm products={products} /> : <RoleNote work="program" className="mt-4" />}
      <QueryState
        query={offers}
        what="offers"
        errorStyle="inline"
        loading={<Skeleton className="mt-4 h-10 w-2/3" label="Loading offers" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="mt-4 text-sm text-slate-600" data-testid="offers-empty">
            No offers yet.
          </p>
        }
      >
        {(data) => <OfferList offers={data} labelledBy={titleId} editable={editable} />}
      </QueryState>
    </SectionCard>
  );
};

const OfferForm = ({ products }: { products: readonly { id: string; name: string }[] | undefined }) => {
  const create = useCreateOffer();
  const [product, setProduct] = useState(ALL_PRODUCTS);
  const [rate, setRate] = useState('');
  const [startsOn, setStartsOn] = useState(todayUtc);
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const percentage = rate.trim() === '' ? Number.NaN : Number(rate);
    const found: Errors = {};
    if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100)
      found.rate_percentage = 'Please enter a valid commission rate between 0-100%';
    if (!startsOn) found.starts_on = 'Choose the first day';
    if (!endsOn) found.ends_on = 'Choose the last day';
    else if (startsOn && endsOn < startsOn) found.ends_on = 'The last day is on or after the first day';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        product_id: product === ALL_PRODUCTS ? null : product,
        rate_percentage: percentage,
        starts_on: startsOn,
        ends_on: endsOn,
      },
      {
        onSuccess: (offer) => {
          toast.success(
            'Offer Created',
            `${offer.rate_percentage}% ${offer.product_name ? `on ${offer.product_name}` : 'on all products'}, ${formatLongDay(offer.starts_on)} – ${formatLongDay(offer.ends_on)}`,
          );
          setRate('');
          setEndsOn('');
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError) || failure.status >= 500) {
            setErrors({ form: 'Failed to create the offer. Please try again.' });
            return;
          }
          const { product_id, rate_percentage, starts_on, ends_on } = failure.fields;
          setErrors(
            product_id || rate_percentage || starts_on || ends_on
              ? { product_id, rate_percentage, starts_on, ends_on }
              : { form: failure.message },
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-start"
    >
      {products === undefined ? (
        <Skeleton className="h-11 w-full" label="Loading products" />
      ) : (
        <Select
          label="Offer on"
          value={product}
          onChange={(event) => setProduct(event.target.value)}
          error={errors.product_id}
          fieldClassName="lg:col-span-2"
          options={[
            { value: ALL_PRODUCTS, label: 'All my products' },
            ...[...products]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((item) => ({ value: item.id, label: item.name })),
          ]}
        />
      )}
      <FormField id={`${formId}-rate`} label="Rate (%)" error={errors.rate_percentage}>
        {(control) => (
          <PercentInput
            {...control}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            className={fieldControlStyles({
              invalid: Boolean(errors.rate_percentage),
              className: 'block h-11 w-full',
            })}
          />
        )}
      </FormField>
      <Input
        label="First day (UTC)"
        type="date"
        min={todayUtc()}
        value={startsOn}
        onChange={(event) => setStartsOn(event.target.value)}
        error={errors.starts_on}
      />
      <Input
        label="Last day (UTC)"
        type="date"
        min={startsOn || todayUtc()}
        value={endsOn}
        onChange={(event) => setEndsOn(event.target.value)}
        error={errors.ends_on}
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2 lg:col-span-5">
          {errors.form}
        </p>
      )}
      <div className="sm:col-span-2 lg:col-span-5">
        <Button type="submit" size="sm" isLoading={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create offer'}
        </Button>
      </div>
    </form>
  );
};

const OfferList = ({
  offers,
  labelledBy,
  editable,
}: {
  offers: Offer[];
  labelledBy: string;
  editable: boolean;
}) => {
  const withdraw = useWithdrawOffer();
  const [confirming, setConfirming] = useState<Offer>();
  const describe = (offer: Offer) =>
    `${offer.rate_percentage}% ${offer.product_name ? `on ${offer.product_name}` : 'on all products'}`;

  const confirm = () => {
    if (!confirming) return;
    withdraw.mutate(confirming.id, {
      onSuccess: () => toast.success('Offer Withdrawn', describe(confirming)),
      // 409 once it has started: the server's words say why it stays.
      onError: (failure) =>
        toast.error(
          'Error',
          failure instanceof ApiError && failure.status < 500
            ? failure.message
            : 'Failed to withdraw the offer',
        ),
      onSettled: () => setConfirming(undefined),
    });
  };

  return (
    <>
      <ul className="mt-5 divide-y divide-slate-100 border-t border-slate-100" aria-labelledby={labelledBy}>
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            data-testid="brand-offer"
            data-offer-id={offer.id}
            data-state={offer.state}
          >
            <span className="min-w-0">
              <Badge tone={stateBadge[offer.state].tone}>{stateBadge[offer.state].label}</Badge>{' '}
              <span className="font-semibold text-slate-900">{describe(offer)}</span>{' '}
              <span className="text-slate-700">
                {formatLongDay(offer.starts_on)} – {formatLongDay(offer.ends_on)}
              </span>
            </span>
            {editable && offer.state === 'upcoming' && (
              <Button variant="secondary" size="sm" onClick={() => setConfirming(offer)}>
                Withdraw<span className="sr-only"> the offer of {describe(offer)}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== undefined}
        onCancel={() => setConfirming(undefined)}
        onConfirm={confirm}
        title="Withdraw offer?"
        message={
          confirming ? `${describe(confirming)} will not run, and creators will no longer see it.` : ''
        }
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        isPending={withdraw.isPending}
      />
    </>
  );
};
