import { ProductsScreen } from '../../../features/brand-products/components/products-screen';
import { TiersCard } from '../../../features/brand-terms/components/tiers-card';

/** My Products, at /brand/explore and /brand/products (spec 2.1), with the program's tiers (issue 21). */
export const BrandProductsRoute = () => <ProductsScreen terms={<TiersCard />} />;
