import { paths } from '../config/paths';
import { ProductSection } from './product-card';
import type { PublicStorefront, StorefrontCodes, StorefrontProduct } from './storefront-types';

/** How many of a collection's products its section on the storefront shows; its page shows them all. */
export const SECTION_PRODUCTS = 6;

/** A collection's products, in the collection's order, as the storefront lists them. */
export const collectionProducts = (
  collection: PublicStorefront['collections'][number],
  products: readonly StorefrontProduct[],
): StorefrontProduct[] => {
  const byId = new Map(products.map((product) => [product.product_id, product]));
  return collection.product_ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * The storefront's collections (issue 34), each a section of its first products in the creator's order,
 * with a link to the collection's own page when it holds more (and always for sharing).
 */
export const CollectionSections = ({ data, codes }: { data: PublicStorefront; codes: StorefrontCodes }) => (
  <>
    {data.collections.map((collection) => {
      const products = collectionProducts(collection, data.products);
      if (products.length === 0) return null;
      return (
        <ProductSection
          key={collection.slug}
          title={collection.title}
          id={`collection-${collection.slug}`}
          products={products.slice(0, SECTION_PRODUCTS)}
          storefront={data.storefront}
          codes={codes}
        >
          <a
            href={paths.storefrontCollection.getHref(data.storefront.username, collection.slug)}
            className="text-sm font-medium underline underline-offset-2"
            data-testid="collection-link"
          >
            {products.length > SECTION_PRODUCTS ? `See all ${products.length}` : 'Open collection'}
            <span className="sr-only"> {collection.title}</span>
          </a>
        </ProductSection>
      );
    })}
  </>
);
