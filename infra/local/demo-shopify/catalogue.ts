/**
 * The demo store's catalogue: the same 36 products in every demo shop, across the marketplace's
 * categories (spec section 9). Two are drafts, so an import that keeps ACTIVE products only finds 34.
 * Ids are fixed (8000000000001…) so re-imports and links stay stable across restarts.
 */
export const demoCategories = [
  'accessories',
  'clothing',
  'electronics',
  'home',
  'beauty',
  'sports',
  'books',
  'toys',
  'food',
  'health',
] as const;
export type DemoCategory = (typeof demoCategories)[number];

export interface DemoProduct {
  id: number;
  /** gid://shopify/Product/{id}, as the Admin API names it. */
  gid: string;
  variantGid: string;
  title: string;
  handle: string;
  category: DemoCategory;
  /** The category capitalised, e.g. 'Beauty': what the import maps back to a category. */
  productType: string;
  description: string;
  priceCents: number;
  status: 'ACTIVE' | 'DRAFT';
}

type Row = [title: string, category: DemoCategory, priceCents: number, description: string, status?: 'DRAFT'];

const rows: Row[] = [
  [
    'Classic Leather Watch',
    'accessories',
    12900,
    'A slim stainless-steel watch on a full-grain leather strap. Water resistant to 50 metres.',
  ],
  [
    'Minimalist Card Wallet',
    'accessories',
    3900,
    'Holds up to eight cards and folded notes in vegetable-tanned leather that ages beautifully.',
  ],
  [
    'Polarized Aviator Sunglasses',
    'accessories',
    5900,
    'Lightweight metal frames with polarized lenses that cut glare on the road and at the beach.',
  ],
  [
    'Canvas Weekender Bag',
    'accessories',
    8900,
    'A roomy waxed-canvas duffel with leather handles, sized for two nights away.',
  ],
  [
    'Organic Cotton Crew Tee',
    'clothing',
    2800,
    'A heavyweight everyday T-shirt in soft organic cotton. Pre-shrunk and made to last.',
  ],
  [
    'Merino Wool Sweater',
    'clothing',
    8900,
    'Fine-gauge merino that keeps you warm without the bulk. Machine washable on a wool cycle.',
  ],
  [
    'Relaxed Linen Shirt',
    'clothing',
    5400,
    'Breathable European linen in a relaxed fit, for hot days and warm evenings.',
  ],
  [
    'Recycled Puffer Jacket',
    'clothing',
    16900,
    'A packable, water-repellent puffer insulated with recycled fill.',
    'DRAFT',
  ],
  [
    'Wireless Noise-Cancelling Earbuds',
    'electronics',
    14900,
    'Active noise cancelling, 30 hours of battery with the case and a secure, comfortable fit.',
  ],
  [
    'Portable Bluetooth Speaker',
    'electronics',
    7900,
    'Room-filling 360° sound in a splash-proof body with 12 hours of playback.',
  ],
  [
    'Fast Wireless Charging Pad',
    'electronics',
    3400,
    'Charges phones and earbuds at up to 15 W. Slim, non-slip and travel friendly.',
  ],
  [
    'Smart Fitness Tracker',
    'electronics',
    9900,
    'Tracks steps, heart rate and sleep, with a week of battery life.',
    'DRAFT',
  ],
  [
    'Hand-Poured Soy Candle',
    'home',
    3200,
    'Notes of cedarwood and amber in a reusable glass jar. Around 50 hours of burn time.',
  ],
  [
    'Ceramic Pour-Over Coffee Set',
    'home',
    4800,
    'A stoneware dripper and carafe for a clean, bright cup every morning.',
  ],
  ['Chunky Knit Throw Blanket', 'home', 7400, 'An oversized hand-knit throw that makes any sofa cosier.'],
  [
    'Linen Bedding Set',
    'home',
    18900,
    'Stonewashed linen duvet cover and pillowcases that get softer with every wash.',
  ],
  [
    'Hydrating Face Serum',
    'beauty',
    3600,
    'Hyaluronic acid and niacinamide for plump, even-looking skin. Fragrance free.',
  ],
  [
    'Vitamin C Brightening Cream',
    'beauty',
    4200,
    'A lightweight daily moisturiser that helps fade dark spots and boost radiance.',
  ],
  [
    'Mineral Sunscreen SPF 50',
    'beauty',
    2400,
    'Broad-spectrum zinc protection with a sheer finish and no white cast.',
  ],
  ['Nourishing Lip Balm Trio', 'beauty', 1600, 'Three shea-butter balms in vanilla, mint and rose.'],
  [
    'Eco Yoga Mat',
    'sports',
    6800,
    'Natural tree rubber with a grippy surface and alignment lines. 4 mm thick.',
  ],
  [
    'Adjustable Dumbbell Pair',
    'sports',
    24900,
    'Dial from 2 to 24 kg in seconds. Replaces fifteen sets of weights.',
  ],
  [
    'Insulated Steel Water Bottle',
    'sports',
    3200,
    'Keeps drinks cold for 24 hours or hot for 12. Leak-proof lid.',
  ],
  [
    'Resistance Band Set',
    'sports',
    2600,
    'Five fabric bands with different resistance levels, for home and travel workouts.',
  ],
  [
    'The Creator Economy Playbook',
    'books',
    2400,
    'A practical guide to building an audience and earning from it, with interviews and worked examples.',
  ],
  [
    'Plant-Based Weeknight Cookbook',
    'books',
    3200,
    'Ninety quick, colourful vegetarian recipes for busy evenings.',
  ],
  [
    'Mindful Mornings Journal',
    'books',
    1900,
    'A guided journal with prompts for gratitude, focus and reflection.',
  ],
  [
    'Wooden Building Blocks Set',
    'toys',
    4400,
    'Sixty sustainably sourced beechwood blocks in bright, child-safe colours.',
  ],
  ['Plush Sleepy Bear', 'toys', 2900, 'An extra-soft bear that is machine washable and safe from birth.'],
  [
    'STEM Robot Coding Kit',
    'toys',
    6900,
    'Build a robot and program it with colourful cards. Ages 8 and up.',
  ],
  [
    'Single-Origin Coffee Beans',
    'food',
    1800,
    'Washed Ethiopian beans roasted to order, with notes of jasmine and citrus. 340 g.',
  ],
  [
    'Artisan Dark Chocolate Box',
    'food',
    2600,
    'Twelve hand-finished 70% cacao pralines with sea salt, raspberry and hazelnut.',
  ],
  [
    'Organic Matcha Powder',
    'food',
    3400,
    'Ceremonial-grade matcha from Uji, Japan, stone-ground for a smooth, vivid tea.',
  ],
  [
    'Daily Multivitamin Gummies',
    'health',
    2900,
    'A month of vegan gummies with vitamins A, C, D3, E and B12.',
  ],
  [
    'Collagen Peptides Powder',
    'health',
    3900,
    'Unflavoured grass-fed collagen that dissolves in hot or cold drinks.',
  ],
  [
    'Magnesium Sleep Support',
    'health',
    2400,
    'Magnesium glycinate with L-theanine to help you unwind at night.',
  ],
];

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FIRST_PRODUCT_ID = 8_000_000_000_001;
const FIRST_VARIANT_ID = 44_000_000_000_001;

export const demoCatalogue: readonly DemoProduct[] = rows.map(
  ([title, category, priceCents, description, status], index) => ({
    id: FIRST_PRODUCT_ID + index,
    gid: `gid://shopify/Product/${FIRST_PRODUCT_ID + index}`,
    variantGid: `gid://shopify/ProductVariant/${FIRST_VARIANT_ID + index}`,
    title,
    handle: slug(title),
    category,
    productType: capitalise(category),
    description,
    priceCents,
    status: status ?? 'ACTIVE',
  }),
);

const byHandle = new Map(demoCatalogue.map((product) => [product.handle, product]));

export const findDemoProduct = (handle: string): DemoProduct | undefined => byHandle.get(handle);

/** "24.00", as Shopify's Money scalar. */
export const formatMoney = (cents: number): string => (cents / 100).toFixed(2);
