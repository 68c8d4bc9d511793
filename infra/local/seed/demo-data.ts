import type { ApiKeyScope } from '../../../contracts/api-keys';
import type { AudienceBand, ProductCategory } from '../../../contracts/constants';

/**
 * The demo data set a newcomer meets on the first `npm start`: brands with connected demo stores and
 * imported catalogues, and creators who finished onboarding. Every password is the same, printed at
 * start-up. Figures such as clicks and sales are never invented here: they come from real activity.
 */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Issue 36: the demo's operator (the /ops console). An operator is a person with an account of their
 * own: a creator account, never onboarded (so in no directory), made an operator as `npm run operator --
 * add` makes one (infra/operator-group.ts).
 */
export const demoOperator = { email: 'ops@demo.local', firstName: 'Olu', lastName: 'Mensah' } as const;

export interface DemoBrand {
  email: string;
  firstName: string;
  lastName: string;
  brandName: string;
  shop: string;
  details: {
    website: string;
    description: string;
    mission_statement: string;
    why_work_with_us: string;
    social_media_links: { instagram?: string; tiktok?: string; youtube?: string };
  };
  defaultCommission: number;
  /** How many imported products stay paused (the last ones by name). */
  paused: number;
  /** How many products offer samples (the first ones by name), at this many credits each. */
  samples: { count: number; credits: number };
  paymentPartner: 'built-in' | 'impact';
  /** The creator (username) who sells most of this brand through their link. */
  leadCreator: string;
  /** false: the brand leaves its latest due invoice unpaid (the demo's overdue invoice). */
  paysOnTime: boolean;
  /**
   * Issue 35: the brand's other members (demo logins with the same password), invited by the owner. Their
   * audit log and Team screen date the invitation and the joining `invitedDay` and `joinedDay` (fractional)
   * days into the history; a finance member pays the brand's invoices.
   */
  team?: {
    email: string;
    firstName: string;
    lastName: string;
    role: 'admin' | 'manager' | 'finance' | 'viewer';
    invitedDay: number;
    joinedDay: number;
  }[];
  /** Issue 35: an API key the owner created `createdDay` (fractional) days into the history. */
  apiKey?: { name: string; scopes: ApiKeyScope[]; createdDay: number };
}

export interface DemoCreator {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
  followers: number;
  instagram: string | null;
  tiktok: string | null;
  youtube: string | null;
  /** X (Twitter) handle. */
  x: string | null;
  /** Issue 34: the product categories they cover and their audience band, as brands search for them. */
  niches: ProductCategory[];
  audienceBand: AudienceBand;
  /** Connects a Stripe Express account on the local onboarding page, so payouts reach them. */
  connectsPayouts: boolean;
  /** Their storefront at /{username}: its name and its own bio (the products are the ones they promote). */
  storefront: { name: string; bio: string };
  /**
   * Issue 34: their storefront's collections, each the products whose names hold one of `words`, in
   * the words' order (one with no such product on the storefront is not made).
   */
  collections: { title: string; words: string[] }[];
}

export const demoBrands: DemoBrand[] = [
  {
    email: 'glow@demo.local',
    firstName: 'Maya',
    lastName: 'Chen',
    brandName: 'Glow Skincare',
    shop: 'glow-skincare.myshopify.com',
    details: {
      website: 'https://glow-skincare.example.com',
      description: 'Clean, science-backed skincare made in small batches.',
      mission_statement: 'Skincare that works, with ingredients you can pronounce.',
      why_work_with_us:
        'Generous commissions, free samples for every partner, and a team that answers within a day.',
      social_media_links: {
        instagram: 'https://instagram.com/glowskincare',
        tiktok: 'https://tiktok.com/@glowskincare',
      },
    },
    defaultCommission: 15,
    paused: 2,
    samples: { count: 4, credits: 120 },
    paymentPartner: 'built-in',
    leadCreator: 'avareviews',
    paysOnTime: true,
    // The manager joins in the history's first week, the finance member before the first invoice is due.
    team: [
      {
        email: 'glow-manager@demo.local',
        firstName: 'Sam',
        lastName: 'Okafor',
        role: 'manager',
        invitedDay: 2.4,
        joinedDay: 2.6,
      },
      {
        email: 'glow-finance@demo.local',
        firstName: 'Rita',
        lastName: 'Gomez',
        role: 'finance',
        invitedDay: 15.35,
        joinedDay: 16.45,
      },
    ],
    apiKey: { name: 'Finance spreadsheet', scopes: ['sales:read', 'commissions:read'], createdDay: 37.6 },
  },
  {
    email: 'trailhead@demo.local',
    firstName: 'Sam',
    lastName: 'Ortiz',
    brandName: 'Trailhead Outfitters',
    shop: 'trailhead-outfitters.myshopify.com',
    details: {
      website: 'https://trailhead.example.com',
      description: 'Outdoor gear and apparel for weekend adventurers.',
      mission_statement: 'Get more people outside, more often.',
      why_work_with_us: 'We pay 20% on everything and ship samples to partners who review our gear.',
      social_media_links: {
        instagram: 'https://instagram.com/trailhead',
        youtube: 'https://youtube.com/@trailhead',
      },
    },
    defaultCommission: 20,
    paused: 3,
    samples: { count: 2, credits: 250 },
    paymentPartner: 'impact',
    leadCreator: 'leo-outdoors',
    paysOnTime: false,
  },
];

export const demoCreators: DemoCreator[] = [
  {
    email: 'ava@demo.local',
    firstName: 'Ava',
    lastName: 'Reed',
    username: 'avareviews',
    bio: 'Honest skincare reviews for sensitive skin. Dermatology nurse by day.',
    followers: 48200,
    instagram: 'avareviews',
    tiktok: 'avareviews',
    youtube: null,
    x: null,
    niches: ['beauty', 'health'],
    audienceBand: '10k_100k',
    connectsPayouts: true,
    storefront: {
      name: "Ava's Sensitive-Skin Shelf",
      bio: 'Everything here I have used for at least a month on reactive skin. Featured: what I reach for daily.',
    },
    collections: [
      {
        title: 'Morning routine',
        words: ['Cleanser', 'Toner', 'Vitamin C', 'Moisturiser', 'Sunscreen', 'Gua Sha'],
      },
      { title: 'Night routine', words: ['Balm', 'Retinal', 'Eye Cream', 'Lip Mask'] },
    ],
  },
  {
    email: 'leo@demo.local',
    firstName: 'Leo',
    lastName: 'Park',
    username: 'leo-outdoors',
    bio: 'Trail runner and gear tester. Weekly hikes, honest kit reviews.',
    followers: 125000,
    instagram: 'leo.outdoors',
    tiktok: null,
    youtube: 'leooutdoors',
    x: 'leo_outdoors',
    niches: ['sports', 'clothing', 'accessories'],
    audienceBand: '100k_1m',
    connectsPayouts: true,
    storefront: {
      name: "Leo's Trail Kit",
      bio: 'Gear that survived my weekly hikes and a few storms. Featured: what I pack every time.',
    },
    collections: [
      { title: 'Camp kit', words: ['Tent', 'Sleeping Bag', 'Stove', 'Hammock', 'Headlamp', 'Water Filter'] },
      { title: 'Trail day', words: ['Boots', 'Daypack', 'Poles', 'Bottle', 'Socks', 'Rain Jacket'] },
    ],
  },
  {
    email: 'nina@demo.local',
    firstName: 'Nina',
    lastName: 'Sol',
    username: 'nina_cooks',
    bio: 'Quick healthy recipes and the kitchen tools that make them easy.',
    followers: 9300,
    instagram: 'nina_cooks',
    tiktok: 'ninacooks',
    youtube: null,
    x: null,
    niches: ['food', 'home', 'beauty'],
    audienceBand: 'under_10k',
    connectsPayouts: false,
    storefront: {
      name: "Nina's Kitchen Picks",
      bio: 'The few things I keep by the stove, and the skincare that survives a hot kitchen.',
    },
    collections: [
      { title: 'Hot-kitchen skincare', words: ['Cleanser', 'Toner', 'Moisturiser', 'Sunscreen', 'Serum'] },
      { title: 'Weekend treats', words: ['Collagen', 'Lip Mask', 'Kit', 'Trio'] },
    ],
  },
  {
    email: 'omar@demo.local',
    firstName: 'Omar',
    lastName: 'Haddad',
    username: 'omartech',
    bio: 'Gadgets, desk setups and everyday tech, explained simply.',
    followers: 310000,
    instagram: null,
    tiktok: 'omartech',
    youtube: 'omartech',
    x: 'omartech',
    niches: ['electronics', 'home'],
    audienceBand: '100k_1m',
    connectsPayouts: true,
    storefront: {
      name: 'Omar Tech Desk',
      bio: 'The gear on and around my desk, tested for months before it gets a spot here.',
    },
    collections: [
      { title: 'Desk setup', words: ['Headlamp', 'Bottle', 'Moisturiser', 'Eye Cream'] },
      { title: 'On the go', words: ['Duffel', 'Daypack', 'Travel', 'Jacket', 'Filter'] },
    ],
  },
];
