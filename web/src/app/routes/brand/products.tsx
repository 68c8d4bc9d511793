import { ProductsScreen } from '../../../features/brand-products/components/products-screen';
import { OffersCard } from '../../../features/brand-terms/components/offers-card';
import { TiersCard } from '../../../features/brand-terms/components/tiers-card';

/** My Products, at /brand/explore and /brand/products (spec 2.1), with the program's tiers and offers (issue 21). */
export const BrandProductsRoute = () => (
  <ProductsScreen
    terms={
      <>
        <TiersCard />
        <OffersCard />
      </>
    }
  />
);
