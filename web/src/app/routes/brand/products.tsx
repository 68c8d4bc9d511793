import { ProductsScreen } from '../../../features/brand-products/components/products-screen';

/** My Products, at /brand/explore and /brand/products (spec 2.1). */
export const BrandProductsRoute = () => <ProductsScreen />;
