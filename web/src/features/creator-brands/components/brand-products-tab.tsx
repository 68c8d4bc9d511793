import { useState } from 'react';
import { PackageIcon } from '../../../../../ui/components/ui/workspace-icons';
import { EmptyState } from '../../../components/ui/empty-state';
import type { BrandProfile, ProfileProduct } from '../api/get-brand-profile';
import { BrandProductCard } from './brand-product-card';
import { ProductDetailDialog } from './product-detail-dialog';

/** Products (spec 2.5): what the brand made available to creators; one detail dialog for all cards. */
export const BrandProductsTab = ({
  brand,
  products,
}: {
  brand: BrandProfile['brand'];
  products: ProfileProduct[];
}) => {
  const [openId, setOpenId] = useState<string>();
  if (products.length === 0) {
    return (
      <EmptyState icon={<PackageIcon />} title="No products available" data-testid="brand-products-empty">
        This brand hasn't made any products available for promotion yet
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${brand.brand_name} products`}>
        {products.map((product) => (
          <BrandProductCard
            key={product.id}
            brandId={brand.id}
            brandName={brand.brand_name}
            programMode={brand.program_mode}
            product={product}
            onOpen={() => setOpenId(product.id)}
          />
        ))}
      </ul>
      <ProductDetailDialog
        brandId={brand.id}
        brandName={brand.brand_name}
        programMode={brand.program_mode}
        product={products.find((product) => product.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
    </>
  );
};
