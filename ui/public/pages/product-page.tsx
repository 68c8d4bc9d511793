import { paths } from '../../config/paths';
import {
  type PickedBy,
  ProductNotFoundView,
  ProductView,
  type PublicProductView,
} from '../../product-page/product-view';

/** /product/{id}, and /{username}/p/{id} with the creator it was picked by, as the server renders them. */
export const ProductPage = ({ product, pickedBy }: { product: PublicProductView; pickedBy?: PickedBy }) => (
  <ProductView product={product} homeHref={paths.home.getHref()} pickedBy={pickedBy} />
);

export const ProductNotFoundPage = () => <ProductNotFoundView homeHref={paths.home.getHref()} />;
