import { paths } from '../../config/paths';
import { ProductNotFoundView, ProductView, type PublicProductView } from '../../product-page/product-view';

/** /product/{id} as the server renders it. */
export const ProductPage = ({ product }: { product: PublicProductView }) => (
  <ProductView product={product} homeHref={paths.home.getHref()} />
);

export const ProductNotFoundPage = () => <ProductNotFoundView homeHref={paths.home.getHref()} />;
