import { PitchDialog } from '../../../lib/pitch';
import type { ProfileProduct } from '../api/get-brand-profile';
import type { useProductActions } from './use-product-actions';

/** Apply's or Request Sample's pitch dialog for a product of the brand profile (issue 34). */
export const ProductPitchDialog = ({
  actions,
  product,
  brandName,
}: {
  actions: ReturnType<typeof useProductActions>;
  product: ProfileProduct;
  brandName: string;
}) => (
  <PitchDialog
    open={actions.pitch !== undefined}
    onClose={actions.closePitch}
    kind={actions.pitch ?? 'application'}
    subject={product.name}
    recipient={brandName}
    onSend={actions.sendPitch}
  />
);
