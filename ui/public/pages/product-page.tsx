import { paths } from '../../config/paths';
import {
  type FeaturingCreator,
  type PickedBy,
  ProductNotFoundView,
  ProductView,
  type PublicProductView,
} from '../../product-page/product-view';

/** /product/{id}, and /{username}/p/{id} with the creator it was picked by, as the server renders them. */
export const ProductPage = ({
  product,
  pickedBy,
  featuredBy,
}: {
  product: PublicProductView;
  pickedBy?: PickedBy;
  featuredBy?: FeaturingCreator[];
}) => (
  <ProductView
    product={product}
    homeHref={paths.home.getHref()}
    pickedBy={pickedBy}
    featuredBy={featuredBy}
  />
);

export const ProductNotFoundPage = () => <ProductNotFoundView homeHref={paths.home.getHref()} />;
