/**
 * The storefront (spec 2.3 'Creator storefront /{username}', spec 2.5 'Marketplace editor', spec 3
 * creator_marketplaces / creator_marketplace_products): the creator's editor, the public page's one
 * cacheable GET, and following a storefront. The spec calls the storefront a "marketplace"; here it is
 * the storefront everywhere, except the field `marketplace_name`, which is the stored attribute and the
 * wire name clients already send (renaming it would mean accepting both).
 */
import * as z from 'zod/mini';
import { defineContract, noBody } from './http';
import { isMediaPath, uploadIdSchema } from './uploads';

export const storefrontLayouts = ['grid', 'list', 'masonry'] as const;
export type StorefrontLayout = (typeof storefrontLayouts)[number];

/** Spec 3 / 9 defaults. */
export const storefrontDefaults = {
  theme_color: '#000000',
  background_color: '#ffffff',
  layout_style: 'grid',
  is_active: true,
} as const;

/** The spec's default name: the username followed by 'Store'. */
export const defaultStorefrontName = (username: string): string => `${username} Store`;

/** How many products one storefront holds: a reorder rewrites them all in one transaction (≤ 100 items). */
export const MAX_STOREFRONT_PRODUCTS = 60;

/** How many collections one storefront holds (with its 60 products, the page's one Query stays small). */
export const MAX_COLLECTIONS = 20;

export const storefrontLimits = {
  collection_title: 80,
  collection_slug: 60,
  marketplace_name: 80,
  bio: 500,
  custom_description: 300,
  header_image_url: 500,
  disclosure: 300,
} as const;

/**
 * The affiliate disclosure every storefront, collection and product page carries near its top (issue 34):
 * the FTC asks creators who earn from links to say so clearly, where the links are. The creator may
 * reword it (disclosureText) but not remove it.
 */
export const defaultDisclosure = 'I earn a commission from purchases made through links on this page.';

/** A reworded disclosure must still say that the links earn money: one of these words. */
const DISCLOSURE_WORDS = /commission|affiliate|earn|paid|sponsor/i;

export const disclosureText = z.string({ error: 'Disclosure must be text' }).check(
  z.trim(),
  z.minLength(1, 'Keep a disclosure: your visitors must know that you earn from these links'),
  z.maxLength(storefrontLimits.disclosure, 'Disclosure must be at most 300 characters'),
  z.refine((value) => value.length === 0 || DISCLOSURE_WORDS.test(value), {
    message:
      "Keep the disclosure clear: say that you earn a commission (for example with 'commission' or 'affiliate')",
  }),
);

const colour = (label: string) =>
  z
    .string({ error: `${label} must be a colour like #1a2b3c` })
    .check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #1a2b3c`));

const limitedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

const headerImageUrl = z.pipe(
  z.nullable(
    z.union([
      z.literal(''),
      z.string({ error: 'Header image URL must be text' }).check(
        z.trim(),
        z.maxLength(storefrontLimits.header_image_url, 'Header image URL must be at most 500 characters'),
        // Or the caller's uploaded header as it was sent back (a /media/ path; the server checks whose).
        z.refine((value) => (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)) || isMediaPath(value), {
          message: 'Header image URL must be a full URL starting with https://',
        }),
      ),
    ]),
  ),
  z.transform((value) => (value ? value : null)),
);

const productId = z
  .string({ error: 'Please choose a product' })
  .check(z.minLength(1, 'Please choose a product'), z.maxLength(64, 'Unknown product'));

const usernameParam = z.object({ username: z.string().check(z.minLength(1), z.maxLength(40)) });

/** The storefront's look and text (creator_marketplaces). */
export const storefrontSettings = z.object({
  marketplace_name: z.string(),
  bio: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  layout_style: z.enum(storefrontLayouts),
  header_image_url: z.nullable(z.string()),
  is_active: z.boolean(),
  /** The affiliate disclosure as the pages show it: the creator's wording, else defaultDisclosure. */
  disclosure: z.string(),
});

/** A product on a storefront (creator_marketplace_products with the product and brand joined in). */
export const storefrontProduct = z.object({
  product_id: z.string(),
  name: z.string(),
  brand_name: z.string(),
  image_url: z.nullable(z.string()),
  price_cents: z.number(),
  custom_description: z.nullable(z.string()),
  featured: z.boolean(),
  display_order: z.number(),
  /** The creator's own tracked link (/r/{code}): a sale through the storefront is attributed to them. */
  share_url: z.string(),
});

/**
 * A collection (issue 34): a named group of the storefront's products, in its own order, at
 * /{username}/c/{slug}. `product_ids` name products on the storefront (a removed product drops out).
 */
export const storefrontCollection = z.object({
  slug: z.string(),
  title: z.string(),
  cover_url: z.nullable(z.string()),
  product_ids: z.array(z.string()),
  display_order: z.number(),
});

/** A title as a collection's address: lower-case words joined by hyphens (at most 60 characters). */
export const slugOfTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, storefrontLimits.collection_slug)
    .replace(/-+$/g, '');

const collectionTitle = z
  .string({ error: 'Please enter a title' })
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a title'),
    z.maxLength(
      storefrontLimits.collection_title,
      `Title must be at most ${storefrontLimits.collection_title} characters`,
    ),
  );

const collectionSlug = z
  .string({ error: 'Address must be text' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Please enter an address'),
    z.maxLength(
      storefrontLimits.collection_slug,
      `Address must be at most ${storefrontLimits.collection_slug} characters`,
    ),
    z.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'Use lower-case letters, digits and single hyphens (like camping-kit)',
    ),
  );

const coverUrl = z.pipe(
  z.optional(
    z.nullable(
      z.union([
        z.literal(''),
        z.string({ error: 'Cover image URL must be text' }).check(
          z.trim(),
          z.maxLength(storefrontLimits.header_image_url, 'Cover image URL must be at most 500 characters'),
          // Or the caller's uploaded cover as it was sent back (a /media/ path; the server checks whose).
          z.refine(
            (value) => (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)) || isMediaPath(value),
            {
              message: 'Cover image URL must be a full URL starting with https://',
            },
          ),
        ),
      ]),
    ),
  ),
  z.transform((value) => (value === undefined ? undefined : value ? value : null)),
);

const collectionProductIds = z
  .array(z.string().check(z.minLength(1), z.maxLength(64)), { error: 'Send the product ids in order' })
  .check(
    z.maxLength(MAX_STOREFRONT_PRODUCTS, `A collection holds at most ${MAX_STOREFRONT_PRODUCTS} products`),
    z.refine((ids) => new Set(ids).size === ids.length, { message: 'Each product may appear once' }),
  );

/** A product the creator may put on the storefront: one they have a referral link for. */
export const promotableProduct = z.object({
  product_id: z.string(),
  name: z.string(),
  brand_name: z.string(),
  image_url: z.nullable(z.string()),
  price_cents: z.number(),
  on_storefront: z.boolean(),
});

const editorBody = z.object({
  username: z.string(),
  /** The creator's picture and followers, as the page shows them: for the editor's live preview. */
  avatar_url: z.nullable(z.string()),
  follower_count: z.number(),
  /** False until the creator first saves or adds a product: the public page is a 404 until then. */
  exists: z.boolean(),
  storefront: storefrontSettings,
  products: z.array(storefrontProduct),
  collections: z.array(storefrontCollection),
  promotable: z.array(promotableProduct),
});

/** The editor (Explore's Storefront tab and /creator/storefront). */
export const getMyStorefront = defineContract({
  method: 'GET',
  path: '/api/creator/storefront',
  auth: 'creator',
  managers: true,
  summary: "The caller's storefront settings, its products and the products they may add",
  responses: { 200: editorBody },
});

export const saveMyStorefront = defineContract({
  method: 'PUT',
  path: '/api/creator/storefront',
  auth: 'creator',
  managers: true,
  summary: "Saves the caller's storefront settings ('Settings Saved')",
  body: z.strictObject({
    marketplace_name: limitedText('Storefront name', storefrontLimits.marketplace_name),
    bio: limitedText('Bio', storefrontLimits.bio),
    theme_color: colour('Theme colour'),
    background_color: colour('Background colour'),
    layout_style: z.enum(storefrontLayouts, { error: 'Choose grid, list or masonry' }),
    header_image_url: headerImageUrl,
    /** Issue 34: an uploaded header (a ready upload of the caller's, purpose storefront-header); wins over header_image_url. */
    header_image_upload_id: z.optional(uploadIdSchema),
    is_active: z.boolean({ error: 'Active must be true or false' }),
    /** Absent: the disclosure stays as it is (clients from before it existed send none). */
    disclosure: z.optional(disclosureText),
  }),
  responses: { 200: z.object({ storefront: storefrontSettings }) },
});

const customDescription = z.pipe(
  z.optional(z.nullable(limitedText('Custom description', storefrontLimits.custom_description))),
  z.transform((value) => (value === undefined ? undefined : value ? value : null)),
);

export const addStorefrontProduct = defineContract({
  method: 'POST',
  path: '/api/creator/storefront/products',
  auth: 'creator',
  managers: true,
  summary: "Adds a product the caller promotes to their storefront ('Product Added')",
  body: z.strictObject({
    product_id: productId,
    custom_description: customDescription,
    featured: z.optional(z.boolean({ error: 'Featured must be true or false' })),
  }),
  responses: { 201: z.object({ product: storefrontProduct }) },
});

export const updateStorefrontProduct = defineContract({
  method: 'PATCH',
  path: '/api/creator/storefront/products/{productId}',
  auth: 'creator',
  managers: true,
  summary: 'Marks a storefront product featured or changes its custom description',
  params: z.object({ productId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  body: z
    .strictObject({
      custom_description: customDescription,
      featured: z.optional(z.boolean({ error: 'Featured must be true or false' })),
    })
    .check(
      z.refine((body) => body.custom_description !== undefined || body.featured !== undefined, {
        message: 'Nothing to change: send featured or custom_description',
      }),
    ),
  responses: { 200: z.object({ product: storefrontProduct }) },
});

export const removeStorefrontProduct = defineContract({
  method: 'DELETE',
  path: '/api/creator/storefront/products/{productId}',
  auth: 'creator',
  managers: true,
  summary: "Removes a product from the caller's storefront ('Product Removed')",
  params: z.object({ productId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 204: noBody },
});

export const reorderStorefrontProducts = defineContract({
  method: 'PUT',
  path: '/api/creator/storefront/order',
  auth: 'creator',
  managers: true,
  summary: "Sets the display order of every product on the caller's storefront",
  body: z.strictObject({
    product_ids: z
      .array(z.string().check(z.minLength(1), z.maxLength(64)), { error: 'Send the product ids in order' })
      .check(
        z.maxLength(
          MAX_STOREFRONT_PRODUCTS,
          `A storefront holds at most ${MAX_STOREFRONT_PRODUCTS} products`,
        ),
        z.refine((ids) => new Set(ids).size === ids.length, { message: 'Each product may appear once' }),
      ),
  }),
  responses: { 200: z.object({ products: z.array(storefrontProduct) }) },
});

const slugParam = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(80)) });

export const createStorefrontCollection = defineContract({
  method: 'POST',
  path: '/api/creator/storefront/collections',
  auth: 'creator',
  managers: true,
  summary: "Creates a collection of the caller's storefront products ('Collection Created')",
  body: z.strictObject({
    title: collectionTitle,
    /** Absent: made from the title. */
    slug: z.optional(collectionSlug),
    cover_url: coverUrl,
    /** An uploaded cover (a ready upload of the caller's, purpose collection-cover); wins over cover_url. */
    cover_upload_id: z.optional(uploadIdSchema),
    product_ids: z.optional(collectionProductIds),
  }),
  responses: { 201: z.object({ collection: storefrontCollection }) },
});

export const updateStorefrontCollection = defineContract({
  method: 'PUT',
  path: '/api/creator/storefront/collections/{slug}',
  auth: 'creator',
  managers: true,
  summary: "Changes a collection's title, address, cover or products (the products' order is theirs)",
  params: slugParam,
  body: z.strictObject({
    title: collectionTitle,
    slug: collectionSlug,
    cover_url: coverUrl,
    /** An uploaded cover (a ready upload of the caller's, purpose collection-cover); wins over cover_url. */
    cover_upload_id: z.optional(uploadIdSchema),
    product_ids: collectionProductIds,
  }),
  responses: { 200: z.object({ collection: storefrontCollection }) },
});

export const deleteStorefrontCollection = defineContract({
  method: 'DELETE',
  path: '/api/creator/storefront/collections/{slug}',
  auth: 'creator',
  managers: true,
  summary: 'Deletes a collection (its products stay on the storefront)',
  params: slugParam,
  responses: { 204: noBody },
});

export const reorderStorefrontCollections = defineContract({
  method: 'PUT',
  path: '/api/creator/storefront/collection-order',
  auth: 'creator',
  managers: true,
  summary: "Sets the order of every collection on the caller's storefront",
  body: z.strictObject({
    slugs: z
      .array(z.string().check(z.minLength(1), z.maxLength(80)), { error: 'Send the collections in order' })
      .check(
        z.maxLength(MAX_COLLECTIONS, `A storefront holds at most ${MAX_COLLECTIONS} collections`),
        z.refine((slugs) => new Set(slugs).size === slugs.length, {
          message: 'Each collection may appear once',
        }),
      ),
  }),
  responses: { 200: z.object({ collections: z.array(storefrontCollection) }) },
});

/**
 * The public page's data: ONE Query, the same answer for everyone (no viewer state), cached by the CDN
 * (Cache-Control s-maxage + stale-while-revalidate; infra/constructs/storefront-cache.ts).
 */
export const getPublicStorefront = defineContract({
  method: 'GET',
  path: '/api/storefront/{username}',
  auth: 'public',
  summary: "A creator's public storefront (404 when missing or inactive)",
  params: usernameParam,
  responses: {
    200: z.object({
      storefront: z.extend(storefrontSettings, {
        username: z.string(),
        avatar_url: z.nullable(z.string()),
        follower_count: z.number(),
      }),
      /** Featured first, then by display order. */
      products: z.array(storefrontProduct),
      /** In the creator's order; each names only products listed above. */
      collections: z.array(storefrontCollection),
    }),
  },
});

const followState = z.object({ following: z.boolean(), follower_count: z.number() });

/** The signed-in viewer's follow state: never part of the cached storefront answer. */
export const getStorefrontFollow = defineContract({
  method: 'GET',
  path: '/api/storefront-follows/{username}',
  auth: 'any',
  summary: 'Whether the caller follows this storefront, and its follower count',
  params: usernameParam,
  responses: { 200: followState },
});

export const followStorefront = defineContract({
  method: 'PUT',
  path: '/api/storefront-follows/{username}',
  auth: 'any',
  summary: 'Follows a storefront (once per person; following again changes nothing)',
  params: usernameParam,
  responses: { 200: followState },
});

export const unfollowStorefront = defineContract({
  method: 'DELETE',
  path: '/api/storefront-follows/{username}',
  auth: 'any',
  summary: 'Stops following a storefront (unfollowing again changes nothing)',
  params: usernameParam,
  responses: { 200: followState },
});

/** The editor's forms of a collection: a new one's title, and an open one's title, address and cover. */
export const newCollectionForm = z.pick(createStorefrontCollection.body, { title: true });
export const collectionDetailsForm = z.pick(updateStorefrontCollection.body, {
  title: true,
  slug: true,
  cover_url: true,
  cover_upload_id: true,
});
