import { useId, useState } from 'react';
import { insufficientCreditsMessage, type ShippingAddress } from '../../../../../contracts/credits';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatUsd } from '../../../../../ui/utils/format';
import type { SampleStoreProduct } from '../api/get-sample-store';
import { RedeemSampleDialog } from './redeem-sample-dialog';

/**
 * One sample of the store. Redeem checks the balance first (the spec's 'Insufficient Credits' without a
 * request), then asks for confirmation and the shipping address; the server decides anyway, in one
 * transaction, and its refusal is shown the same way.
 */
export const SampleStoreCard = ({
  product,
  balance,
  address,
}: {
  product: SampleStoreProduct;
  balance: number;
  address: ShippingAddress | null;
}) => {
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const cost = product.sample_credits;

  const onRedeem = () => {
    if (balance < cost) {
      toast.error('Insufficient Credits', insufficientCreditsMessage(cost, balance));
      return;
    }
    setConfirming(true);
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="sample-product"
      data-product-id={product.product_id}
    >
      <ProductImage src={product.image_url}>
        <Badge tone="violet" className="absolute top-2 right-2">
          {cost} credits
        </Badge>
      </ProductImage>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {product.name}
        </h3>
        <p className="text-sm text-slate-600">{product.brand_name}</p>
        <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
        <p className="text-sm text-slate-500">Retail {formatUsd(product.price_cents)}</p>
        <Button
          // Looks disabled while the balance is short, yet stays focusable and says why when clicked.
          className={balance < cost ? 'mt-auto w-full cursor-not-allowed opacity-60' : 'mt-auto w-full'}
          onClick={onRedeem}
          aria-disabled={balance < cost ? true : undefined}
          aria-haspopup="dialog"
          data-testid="redeem-sample"
        >
          Redeem for {cost} credits
          <span className="sr-only">: {product.name}</span>
        </Button>
      </div>
      <RedeemSampleDialog
        product={product}
        balance={balance}
        address={address}
        open={confirming}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
};
