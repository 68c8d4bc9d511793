import { COUNTRY_CODES, redeemSample, type ShippingAddress } from '../../../../../contracts/credits';
import { toast } from '../../../../../ui/components/ui/toast';
import { countryOptions } from '../../../components/samples/sample-order-status';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/form-actions';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import type { SampleStoreProduct } from '../api/get-sample-store';
import { type ShippingAddressForm, useRedeemSample } from '../api/redeem-sample';

type Props = {
  product: SampleStoreProduct;
  balance: number;
  /** The address of the creator's last redemption, filled in (and editable). */
  address: ShippingAddress | null;
  open: boolean;
  onClose: () => void;
};

/**
 * Redeem (issue 21): says what is bought, what it costs and the balance after, and asks where to ship
 * it. Nothing is spent until Confirm; the server checks the address field by field and its messages
 * appear at the fields.
 */
export const RedeemSampleDialog = ({ product, balance, address, open, onClose }: Props) => (
  <Dialog
    open={open}
    onClose={onClose}
    title={`Redeem a sample of ${product.name}`}
    description={
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="redeem-summary">
        <dt className="text-slate-500">Product</dt>
        <dd className="font-medium text-slate-900">
          {product.name} · {product.brand_name}
        </dd>
        <dt className="text-slate-500">Cost</dt>
        <dd className="font-medium text-slate-900">{product.sample_credits} credits</dd>
        <dt className="text-slate-500">Balance after</dt>
        <dd className="font-medium text-slate-900" data-testid="balance-after">
          {balance - product.sample_credits} credits
        </dd>
      </dl>
    }
    data-testid="redeem-sample-dialog"
  >
    <AddressForm product={product} address={address} onDone={onClose} />
  </Dialog>
);

const ids = {
  name: 'ship-name',
  line1: 'ship-line1',
  line2: 'ship-line2',
  city: 'ship-city',
  region: 'ship-region',
  postal_code: 'ship-postal-code',
  country: 'ship-country',
  phone: 'ship-phone',
} as const;

const blank: ShippingAddressForm = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postal_code: '',
  country: 'US',
  phone: '',
};

const countries = countryOptions(COUNTRY_CODES);

const AddressForm = ({
  product,
  address,
  onDone,
}: {
  product: SampleStoreProduct;
  address: ShippingAddress | null;
  onDone: () => void;
}) => {
  const form = useSchemaForm({
    schema: redeemSample.body,
    // The route's body: the product and the address (the form's fields are the body's paths).
    toInput: (values: { shipping_address: ShippingAddressForm }) => ({
      brand_id: product.brand_id,
      product_id: product.product_id,
      shipping_address: values.shipping_address,
    }),
    defaultValues: {
      shipping_address: address
        ? { ...address, line2: address.line2 ?? '', phone: address.phone ?? '' }
        : blank,
    },
  });
  const redeem = useRedeemSample();
  const field = (name: keyof ShippingAddressForm) => textField(form, `shipping_address.${name}`, ids[name]);

  const handleSubmit = form.handleSubmit(async () => {
    try {
      await redeem.mutateAsync({
        brandId: product.brand_id,
        productId: product.product_id,
        address: form.getValues().shipping_address,
      });
    } catch (error) {
      if (Object.keys(showServerErrors(form, error)).length > 0) return;
      if (error instanceof ApiError && error.message.startsWith('You need'))
        toast.error('Insufficient Credits', error.message);
      else toast.error('Error', apiErrorMessage(error, 'Failed to redeem sample'));
      return;
    }
    toast.success(
      'Sample Ordered',
      `${product.brand_name} will ship your sample of ${product.name}. Follow it under My Samples.`,
    );
    onDone();
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" data-testid="shipping-address-form">
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Ship to</legend>
        <Input label="Full name" autoComplete="name" maxLength={100} {...field('name')} />
        <Input label="Address line 1" autoComplete="address-line1" maxLength={200} {...field('line1')} />
        <Input
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          maxLength={200}
          {...field('line2')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="City" autoComplete="address-level2" maxLength={100} {...field('city')} />
          <Input label="Region / state" autoComplete="address-level1" maxLength={100} {...field('region')} />
          <Input label="Postal code" autoComplete="postal-code" maxLength={20} {...field('postal_code')} />
          <Select label="Country" autoComplete="country" options={countries} {...field('country')} />
        </div>
        <Input label="Phone (optional)" type="tel" autoComplete="tel" maxLength={30} {...field('phone')} />
      </fieldset>
      <DialogFormActions onCancel={onDone} isPending={redeem.isPending} pendingLabel="Redeeming...">
        Confirm: {product.sample_credits} credits
      </DialogFormActions>
    </form>
  );
};
