/**
 * The demo store's catalogues. Any shop sells the general catalogue: 36 products across the
 * marketplace's categories (spec section 9), two of them drafts, so an import that keeps ACTIVE products
 * only finds 34 (tests rely on it). The demo data's brands have shops of their own that sell what the
 * brand makes (brandCatalogues: a skincare brand sells serums and cleansers, an outdoor brand tents and
 * jackets). Ids are fixed (8000000000001…, and a block per brand) so re-imports and links stay stable
 * across restarts; handles are unique across all catalogues, so a handle names one product anywhere.
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

/** Glow Skincare's shop: skincare and the wellness products a skincare brand sells beside it. */
const skincareRows: Row[] = [
  [
    'Barrier Repair Cleansing Balm',
    'beauty',
    3200,
    'A melting oat-and-squalane balm that lifts sunscreen and make-up without stripping the skin.',
  ],
  [
    'Gentle Foaming Cleanser',
    'beauty',
    2400,
    'A low-pH gel cleanser with amino acids: clean, never tight, gentle enough for mornings.',
  ],
  [
    'Hyaluronic Hydra Serum',
    'beauty',
    3800,
    'Five weights of hyaluronic acid and panthenol for plump, bouncy skin. Fragrance free.',
  ],
  [
    'Vitamin C 15% Glow Serum',
    'beauty',
    4600,
    'Stabilised vitamin C with ferulic acid to brighten dull skin and fade dark spots.',
  ],
  [
    'Niacinamide 10% Pore Serum',
    'beauty',
    2900,
    'Niacinamide and zinc to refine pores and calm redness, layered under any moisturiser.',
  ],
  [
    'Retinal Night Renewal Cream',
    'beauty',
    5800,
    'Encapsulated retinal with ceramides: smoother texture over weeks, without the sting.',
  ],
  [
    'Ceramide Daily Moisturiser',
    'beauty',
    3400,
    'Ceramides, cholesterol and fatty acids in a light cream that keeps the skin barrier happy.',
  ],
  [
    'Mineral Sunscreen SPF 50 Fluid',
    'beauty',
    2800,
    'Broad-spectrum zinc protection in a sheer fluid with no white cast. Reef friendly.',
  ],
  [
    'Soothing Centella Toner',
    'beauty',
    2600,
    'A watery toner with centella and allantoin that calms skin after cleansing.',
  ],
  [
    'Peptide Eye Cream',
    'beauty',
    4200,
    'Peptides and caffeine for tired eyes: less puffiness in the morning, softer lines over time.',
  ],
  ['Overnight Lip Mask', 'beauty', 1800, 'A shea and berry-wax balm that repairs dry lips while you sleep.'],
  [
    'Gua Sha Facial Stone',
    'beauty',
    3000,
    'A rose-quartz gua sha for a morning de-puffing massage with your favourite oil.',
  ],
  [
    'Marine Collagen Skin Powder',
    'health',
    3900,
    'Unflavoured marine collagen with vitamin C, stirred into coffee or a smoothie.',
  ],
  [
    'Travel Skincare Trio',
    'beauty',
    4800,
    'The cleanser, serum and moisturiser in 30 ml sizes, in a washable zip pouch.',
  ],
  [
    'Glow Starter Kit',
    'beauty',
    8900,
    'Cleanser, vitamin C serum, moisturiser and SPF 50: a full routine at a kit price.',
    'DRAFT',
  ],
];

/** Trailhead Outfitters' shop: camping gear, outdoor apparel and trail accessories. */
const outdoorRows: Row[] = [
  [
    'Ridgeline 2-Person Tent',
    'sports',
    32900,
    'A freestanding three-season tent at 1.6 kg, with two doors, two vestibules and a 20-minute pitch.',
  ],
  [
    'Summit Down Sleeping Bag',
    'sports',
    27900,
    '650-fill responsibly sourced down, rated to −5 °C, packing down to the size of a loaf.',
  ],
  [
    'Stormshell Rain Jacket',
    'clothing',
    18900,
    'A fully taped three-layer waterproof shell with pit zips and a helmet-compatible hood.',
  ],
  [
    'Alpine Insulated Jacket',
    'clothing',
    22900,
    'Synthetic insulation that stays warm when wet, in a windproof shell that packs into its pocket.',
  ],
  [
    'Merino Base Layer Top',
    'clothing',
    7900,
    'Soft 200 g merino that regulates temperature on the climb and does not smell after three days.',
  ],
  [
    'Trail Hiking Pants',
    'clothing',
    8900,
    'Four-way stretch, water-repellent and quick-drying, with a zip pocket for the phone.',
  ],
  [
    'Trailblazer Hiking Boots',
    'clothing',
    17900,
    'Waterproof leather mid boots with a grippy Vibram sole, comfortable out of the box.',
  ],
  [
    'Daypack 28L',
    'accessories',
    11900,
    'A ventilated back panel, hip-belt pockets and a rain cover for long day hikes.',
  ],
  [
    'Carbon Trekking Poles',
    'sports',
    12900,
    'A pair of folding carbon poles at 380 g, with cork grips and quick-lock adjustment.',
  ],
  [
    'Titanium Camp Stove',
    'sports',
    6900,
    'A 45 g canister stove that boils a litre in under four minutes, with a piezo igniter.',
  ],
  [
    'Rechargeable Headlamp 400',
    'accessories',
    4900,
    '400 lumens, red night mode and a USB-C battery that lasts a whole weekend.',
  ],
  [
    'Insulated Trail Bottle',
    'accessories',
    3400,
    'A 750 ml steel bottle that keeps water cold for 24 hours, with a loop for your pack.',
  ],
  [
    'Hammock Camping Kit',
    'sports',
    9900,
    'A ripstop hammock with tree straps and a bug net, set up in five minutes.',
  ],
  [
    'Compact Water Filter',
    'sports',
    4400,
    'Filters 99.9999% of bacteria straight from streams; screws onto standard bottles.',
  ],
  [
    'Wool Hiking Socks (3 pairs)',
    'clothing',
    2900,
    'Cushioned merino-blend socks that keep blisters away on long days on the trail.',
  ],
  [
    'Expedition Duffel 90L',
    'accessories',
    15900,
    'A waterproof duffel with backpack straps, for base camps and road trips.',
    'DRAFT',
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

const catalogueOfRows = (list: Row[], block: number): readonly DemoProduct[] =>
  list.map(([title, category, priceCents, description, status], index) => ({
    id: FIRST_PRODUCT_ID + block + index,
    gid: `gid://shopify/Product/${FIRST_PRODUCT_ID + block + index}`,
    variantGid: `gid://shopify/ProductVariant/${FIRST_VARIANT_ID + block + index}`,
    title,
    handle: slug(title),
    category,
    productType: capitalise(category),
    description,
    priceCents,
    status: status ?? 'ACTIVE',
  }));

export const demoCatalogue: readonly DemoProduct[] = catalogueOfRows(rows, 0);

/** The demo data's brands' own shops (infra/local/seed/demo-data.ts), each with its block of ids. */
export const brandCatalogues: Readonly<Record<string, readonly DemoProduct[]>> = {
  'glow-skincare.myshopify.com': catalogueOfRows(skincareRows, 100_000),
  'trailhead-outfitters.myshopify.com': catalogueOfRows(outdoorRows, 200_000),
};

/**
 * A small shop, named `…-sells-{n}.myshopify.com`: n of the general catalogue's products, spread evenly
 * over its active ones (a dozen cover every category). Tests that need a few products connect one of
 * these: a full import is 36 reads and writes, and the suite connects a store about a hundred times.
 */
const SMALL_SHOP = /-sells-(\d{1,2})\.myshopify\.com$/;
const activeProducts = demoCatalogue.filter((product) => product.status === 'ACTIVE');
const smallCatalogues = new Map<number, readonly DemoProduct[]>();
const smallCatalogue = (shop: string): readonly DemoProduct[] | undefined => {
  const size = Number(SMALL_SHOP.exec(shop)?.[1] ?? 0);
  if (size < 1 || size > activeProducts.length) return undefined;
  let catalogue = smallCatalogues.get(size);
  if (!catalogue) {
    catalogue = Array.from(
      { length: size },
      (_, index) => activeProducts[Math.floor((index * activeProducts.length) / size)] as DemoProduct,
    );
    smallCatalogues.set(size, catalogue);
  }
  return catalogue;
};

/** What a shop sells: its brand's catalogue for the demo brands' shops, a small shop's few, else the general one. */
export const catalogueOf = (shop: string): readonly DemoProduct[] => {
  const name = shop.toLowerCase();
  return brandCatalogues[name] ?? smallCatalogue(name) ?? demoCatalogue;
};

const byHandle = new Map(
  [...demoCatalogue, ...Object.values(brandCatalogues).flat()].map((product) => [product.handle, product]),
);

export const findDemoProduct = (handle: string): DemoProduct | undefined => byHandle.get(handle);

/** "24.00", as Shopify's Money scalar. */
export const formatMoney = (cents: number): string => (cents / 100).toFixed(2);
