import { useProducts } from '../../../features/brand-products/api/get-products';
import { ProductsScreen } from '../../../features/brand-products/components/products-screen';
import { OffersCard } from '../../../features/brand-terms/components/offers-card';
import { TiersCard } from '../../../features/brand-terms/components/tiers-card';

/** The offers card's product choice from My Products' own query (one call for the screen). */
const Offers = () => {
  const products = useProducts();
  // On a load error My Products says so; the card still offers "All my products".
  return <OffersCard products={products.data?.products ?? (products.isError ? [] : undefined)} />;
};

/** My Products, at /brand/explore and /brand/products (spec 2.1), with the program's tiers and offers (issue 21). */
export const BrandProductsRoute = () => (
  <ProductsScreen
    terms={
      <>
        <TiersCard />
        <Offers />
      </>
    }
  />
);
