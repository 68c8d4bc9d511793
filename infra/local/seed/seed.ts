/**
 * Loads the demo data set (demo-data.ts) on the first start of a fresh .local/: real sign-ups through
 * cognito-local (so triggers and events run as for any user), then the same domain code the API uses to
 * fill in accounts, connect the demo Shopify stores and import their catalogues, clicks over the last
 * three months (click-history.ts), then three months of the money loop walked in order (history-walk.ts):
 * orders placed in the demo stores, past months billed, paid and paid out, one invoice overdue, the
 * current month on hold. A marker item makes it run once; `npm run start:reset` starts over.
 */
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '../../../functions/shared/data/dynamodb/commands';
import { addOperator } from '../../operator-group';
import { registerSignIn, scriptDeviceId } from '../register-sign-in';
import { totpCode } from '../totp';
import { dateSeedChanges } from './audit-history';
import { recordDatedClicks } from './click-history';
import {
  DEMO_PASSWORD,
  type DemoBrand,
  type DemoCreator,
  demoBrands,
  demoCreators,
  demoOperator,
} from './demo-data';
import { seedFraudDemo } from './fraud-demo';
import { walkMoneyHistory } from './history-walk';
import { uploadDemoImages } from './images';
import { prepareShopHistory, type ShopHistory, seededRandom, shopHasOrders } from './order-history';
import { openStorefronts } from './storefronts';
import { seedDemoTeams } from './teams';

export interface SeedContext {
  cognitoEndpoint: string;
  userPoolClientId: string;
  /** Issue 36: the pool and its region, where the demo's operator is added to the operator group. */
  userPoolId: string;
  region: string;
  /** Issues an offline token for a demo shop, as a completed OAuth install would. */
  issueDemoStoreToken: (shop: string) => string;
  log: (message: string) => void;
}

const MARKER = { pk: 'SEED#demo', sk: 'SEED' };

/** The local cloud's root URL (the API is under /api). */
const appUrlOf = () => {
  const appUrl = process.env.SHOPIFY_APP_URL;
  if (!appUrl) throw new Error('seed: SHOPIFY_APP_URL is not set');
  return appUrl;
};
/** Written when loading begins: a later start can tell an interrupted load from none. */
const STARTED = { pk: 'SEED#demo', sk: 'STARTED' };

const poll = async <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  do {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  throw new Error(`seed: ${what} did not appear`);
};

/** The first day of the demo's history: the 1st of the month before last (UTC). */
const historyStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
const HOUR_MS = 3600 * 1000;
/**
 * The week before the history's first day, when the brands set up: each sets its rates (setupAt), the
 * creators apply and are approved, and the first discount code is approved — so every seeded order,
 * click and code use is made under terms already in force, as the screens show them. At 09:30 (UTC) of
 * that day, as a person at work would (the audit log shows the time of each change).
 */
const setupAt = (now: Date) => new Date(historyStart(now).getTime() - (7 * 24 - 9.5) * HOUR_MS);
/** An instant `days` (fractional) into the history, never later than an hour before now. */
const intoHistory = (now: Date, days: number) =>
  new Date(Math.min(historyStart(now).getTime() + days * 24 * HOUR_MS, now.getTime() - HOUR_MS));

export const seedDemoData = async (context: SeedContext): Promise<boolean> => {
  // Loaded here, after the local cloud has set the handlers' environment.
  const { db, tableName } = await import('../../../functions/shared/data/client');
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: MARKER }));
  if (Item) {
    context.log('demo data already loaded');
    return false;
  }
  // A start stopped while loading (Ctrl-C) leaves a partial data set whose users already exist: loading
  // it again would fail half-way. Say so, keep what is there and run; start:reset loads it afresh.
  const started = await db.send(new GetCommand({ TableName: tableName(), Key: STARTED }));
  if (started.Item) {
    context.log(
      'the demo data set was interrupted by an earlier stop and is incomplete; `npm run start:reset` loads it afresh',
    );
    return false;
  }
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...STARTED, type: 'seed', at: new Date().toISOString() },
    }),
  );

  const cognito = new CognitoIdentityProviderClient({
    endpoint: context.cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const signUp = async (person: { email: string; firstName: string; lastName: string }, role: string) => {
    const result = await cognito.send(
      new SignUpCommand({
        ClientId: context.userPoolClientId,
        Username: person.email,
        Password: DEMO_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
          { Name: 'custom:role', Value: role },
        ],
      }),
    );
    if (!result.UserSub) throw new Error(`seed: no user id for ${person.email}`);
    return result.UserSub;
  };

  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: context.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`seed: no token for ${email}`);
    // Issue 35: as the app does after signing in; the API refuses an unregistered sign-in.
    await registerSignIn(`${appUrlOf()}/api`, token, scriptDeviceId(email));
    tokens.set(email, token);
    return token;
  };

  // Issue 35: paying needs two-factor sign-in; the seed's payer has it on for the payment only.
  const withSecondFactor = async <T>(token: string, pay: () => Promise<T>): Promise<T> => {
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: token }));
    await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: totpCode(SecretCode ?? '') }),
    );
    const preference = (Enabled: boolean) =>
      cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: token,
          SoftwareTokenMfaSettings: { Enabled, PreferredMfa: Enabled },
        }),
      );
    await preference(true);
    try {
      return await pay();
    } finally {
      await preference(false);
    }
  };

  const now = new Date();
  const creatorIds = new Map<string, string>();
  for (const creator of demoCreators)
    creatorIds.set(creator.username, await seedCreator(creator, await signUp(creator, 'creator')));
  const brandIds: string[] = [];
  const ownerIds: string[] = [];
  for (const brand of demoBrands) {
    ownerIds.push(await signUp(brand, 'brand'));
    brandIds.push(await seedBrand(brand, ownerIds.at(-1) as string, context, creatorIds, setupAt(now)));
  }
  await seedPartnerships(brandIds, [...creatorIds.values()], now);
  const apiContext = { appUrl: appUrlOf(), tokenOf, wait: poll, log: context.log };
  // Issue 35: Glow's manager and finance member, invited and joined as people do.
  await seedDemoTeams(apiContext, demoBrands, (member) => signUp(member, 'brand'));
  // Issue 35: an API key the owner made during the history, as of its day.
  const { createApiKey } = await import('../../../functions/identity');
  for (const [index, demo] of demoBrands.entries()) {
    if (!demo.apiKey) continue;
    const { name, scopes, createdDay } = demo.apiKey;
    await createApiKey(
      brandIds[index] as string,
      { name, scopes },
      ownerActor(demo, ownerIds[index] as string),
      intoHistory(now, createdDay),
    );
  }
  // Issue 36: the operator, made one through the CLI's own code (infra/operator-group.ts).
  await signUp(demoOperator, 'creator');
  await addOperator(
    { UserPoolId: context.userPoolId, Region: context.region, CognitoEndpoint: context.cognitoEndpoint },
    demoOperator.email,
  );
  await openStorefronts(apiContext, demoCreators);
  // Issue 34: avatars and storefront headers, uploaded and processed as a creator's are.
  await uploadDemoImages(apiContext, demoCreators);

  // Three months of sales and money (history-walk.ts). A kept store state that already has orders
  // (the app's data reset, the store's not) is left as it is.
  if (await shopHasOrders(demoBrands[0]?.shop ?? '')) {
    context.log('the demo stores already have their order history');
  } else {
    const appUrl = appUrlOf();
    const histories: ShopHistory[] = [];
    for (const [index, demo] of demoBrands.entries()) {
      histories.push(
        await prepareShopHistory({
          target: {
            shop: demo.shop,
            brandId: brandIds[index] as string,
            token: context.issueDemoStoreToken(demo.shop),
            leadCreatorId: creatorIds.get(demo.leadCreator),
          },
          creatorIds: [...creatorIds.values()],
          wait: (check) => poll('a discount code in its store', check),
        }),
      );
    }
    await walkMoneyHistory(
      {
        appUrl,
        tokenOf,
        wait: (what, check, timeoutMs) => poll(what, check, timeoutMs ?? 60_000),
        log: context.log,
        withSecondFactor,
      },
      {
        brands: demoBrands.map((demo, index) => ({
          email: demo.email,
          brandName: demo.brandName,
          history: histories[index] as ShopHistory,
          paysOnTime: demo.paysOnTime,
          // Issue 35: the finance member pays the invoices of a brand that has one.
          payer: demo.team?.find((member) => member.role === 'finance')?.email ?? demo.email,
        })),
        creators: demoCreators,
        now,
      },
    );
    // Issue 36: two of Glow's sales this month held by fraud signals, for its review (fraud-demo.ts).
    await seedFraudDemo(apiContext, {
      brandEmail: demoBrands[0]?.email ?? '',
      history: histories[0] as ShopHistory,
      creatorIds,
    });
  }

  // Issue 34: the creators directory's 90-day results from the history just walked (the daily
  // RankCreatorDirectory would do it at 03:15 UTC), so the demo's directory sorts by real figures.
  const { rankCreatorDirectory } = await import('../../../functions/ledger');
  await rankCreatorDirectory(new Date(), [...creatorIds.values()]);

  // Issue 35: what the seed could only do at the wall clock, dated as the history has it (audit-history.ts).
  for (const [index, demo] of demoBrands.entries()) {
    const moved = await dateSeedChanges(brandIds[index] as string, demo, {
      seedStartedAt: now,
      setupAt: setupAt(now),
      intoHistory: (days) => intoHistory(now, days),
    });
    context.log(`${demo.brandName}: ${moved} audit entries dated in the history`);
  }

  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...MARKER, type: 'seed', at: new Date().toISOString() },
    }),
  );
  context.log(`demo data loaded: ${demoBrands.length} brands, ${demoCreators.length} creators`);
  return true;
};

/** The brand's owner as the API names them in the audit log (requestActor): their name, address and role. */
const ownerActor = (demo: DemoBrand, userId: string) =>
  ({
    type: 'member',
    userId,
    name: `${demo.firstName} ${demo.lastName}`,
    email: demo.email,
    role: 'owner',
    ip: null,
  }) as const;

const seedCreator = async (creator: DemoCreator, userId: string): Promise<string> => {
  const { getProfile, markProfileOnboarded } = await import('../../../functions/identity');
  const { saveCreatorProfile } = await import('../../../functions/storefront');
  await poll(`profile of ${creator.email}`, () => getProfile(userId));
  await saveCreatorProfile(
    userId,
    {
      username: creator.username,
      bio: creator.bio,
      avatar_url: null,
      follower_count: creator.followers,
      instagram_handle: creator.instagram,
      tiktok_handle: creator.tiktok,
      youtube_handle: creator.youtube,
      twitter_handle: creator.x,
      niches: creator.niches,
      audience_band: creator.audienceBand,
    },
    { completeOnboarding: true },
  );
  await markProfileOnboarded(userId);
  return userId;
};

const seedBrand = async (
  demo: DemoBrand,
  userId: string,
  context: SeedContext,
  creatorIds: Map<string, string>,
  ratesFrom: Date,
): Promise<string> => {
  const brands = await import('../../../functions/catalogue');
  const products = await import('../../../functions/catalogue');
  const { getImportJobOrThrow } = await import('../../../functions/catalogue');
  const { setRelationshipNotes, setRelationshipType } = await import('../../../functions/partnerships');
  const { encryptSecret } = await import('../../../functions/shared/crypto/secret-box');
  const { SHOPIFY_SCOPES } = await import('../../../functions/integrations');
  const { requestImport } = await import('../../../functions/catalogue');

  // The brand record arrives through ProfileCreated → its consumer, as for every sign-up.
  const brand = await poll(`brand of ${demo.email}`, () => brands.getBrandCreatedByOrThrow(userId));
  await brands.updateBrand(brand.id, { brand_name: demo.brandName, ...demo.details });

  const token = context.issueDemoStoreToken(demo.shop);
  // The store's currency, read as the OAuth callback reads it (what its orders' shop_money is in).
  const { fetchShopDetails } = await import('../../../functions/integrations');
  const shop = await fetchShopDetails({
    shop: demo.shop,
    accessToken: token,
    scope: SHOPIFY_SCOPES.join(','),
  });
  await brands.updateBrand(brand.id, {
    store_connected: true,
    store_platform: 'shopify',
    shop_domain: demo.shop,
    store_name: demo.brandName,
    shopify_access_token_sealed: await encryptSecret(token, { purpose: 'store-token', brandId: brand.id }),
    // The demo store's token grants every scope the app asks for (as an install would).
    shopify_granted_scopes: SHOPIFY_SCOPES.join(','),
    store_currency: shop.currencyCode.toUpperCase(),
  });
  await brands.completeBrandOnboarding(brand, demo.paymentPartner);

  // Sync Products as the API runs it: the job's pages go through the outbox, the bus and the consumer.
  const connected = await brands.getBrand(brand.id);
  if (!connected) throw new Error(`seed: brand ${brand.id} vanished`);
  const job = await requestImport(connected);
  const imported = await poll(`import for ${demo.brandName}`, async () => {
    const current = await getImportJobOrThrow(brand.id, job.id);
    return current.status === 'succeeded' || current.status === 'failed' ? current : undefined;
  });
  if (imported.status !== 'succeeded')
    throw new Error(`seed: import for ${demo.brandName} ${imported.status}: ${imported.error}`);
  // The brand's rate, in force from its setup (before the history's first order), not from today; the
  // audit log records its owner setting it (issue 35).
  const owner = ownerActor(demo, userId);
  await products.setCommissionForAll(brand.id, demo.defaultCommission, owner, ratesFrom);
  const catalogue = await products.listProductsOfBrand(brand.id);
  for (const [index, product] of catalogue.entries()) {
    const paused = index >= catalogue.length - demo.paused;
    const sample = index < demo.samples.count;
    await products.updateProductSettings(
      brand.id,
      product.id,
      {
        available_to_influencers: !paused,
        ...(sample
          ? { sample_eligible: true, sample_available: true, sample_credits: demo.samples.credits }
          : {}),
      },
      owner,
    );
  }

  // A directory with some history: one favorite with a note, one blacklisted — an hour after the rates,
  // before any creator applies (the audit log dates the block then, as the relationship does).
  const [favorite, , , blacklisted] = [...creatorIds.entries()].map(([username, id]) => ({ id, username }));
  if (favorite) {
    await setRelationshipType(brand.id, favorite, 'favorite', owner, ratesFrom);
    await setRelationshipNotes(brand.id, favorite.id, 'Great engagement on our last launch.');
  }
  if (blacklisted && demo.brandName === 'Glow Skincare') {
    await setRelationshipType(
      brand.id,
      blacklisted,
      'blacklist',
      owner,
      new Date(ratesFrom.getTime() + HOUR_MS),
    );
  }
  return brand.id;
};

/**
 * Partnerships through the same actions the API runs, each as of its own time: applications (approved
 * ones in the setup week before the history — their links come from the ApplicationApproved consumer —,
 * others applied for over the three months and left pending), discount-code requests (one approved in
 * the setup week, one pending since last month), and shopper clicks on the links every day since the
 * history's start, counted by the redirect's own counter writes with their day (click-history.ts).
 */
const seedPartnerships = async (brandIds: string[], creatorIds: string[], now: Date): Promise<void> => {
  const { applyToPromote } = await import('../../../functions/partnerships');
  const { decide } = await import('../../../functions/partnerships');
  const { getBrand } = await import('../../../functions/catalogue');
  const { listProductsOfBrand } = await import('../../../functions/catalogue');
  const { getLinkOfCreatorForProduct } = await import('../../../functions/referrals');
  const { requestDiscountCode } = await import('../../../functions/partnerships');
  const { approveDiscountCode } = await import('../../../functions/partnerships');
  const { getCreator } = await import('../../../functions/identity');
  const setup = setupAt(now).getTime();

  for (const [brandIndex, brandId] of brandIds.entries()) {
    const brand = await getBrand(brandId);
    if (!brand) continue;
    const live = (await listProductsOfBrand(brandId)).filter((product) => product.available_to_influencers);
    for (const [creatorIndex, creatorId] of creatorIds.entries()) {
      // Each creator applies to three products of each brand: the first and third are approved in the
      // setup week (a storefront with more than one product of a brand), the second waits, applied for
      // at a day of the history of its own.
      const picks = [
        live[(creatorIndex * 2 + brandIndex) % live.length],
        live[(creatorIndex * 2 + 1) % live.length],
        live[(creatorIndex * 2 + brandIndex + 2) % live.length],
      ];
      for (const [pickIndex, product] of picks.entries()) {
        if (!product) continue;
        const pending = pickIndex === 1;
        const appliedAt = pending
          ? intoHistory(now, (creatorIndex * 2 + brandIndex) * 11 + 5 + pickIndex / 3)
          : new Date(setup + (1 + creatorIndex / 4 + brandIndex / 8 + pickIndex / 24) * 24 * HOUR_MS);
        const application = await applyToPromote(
          creatorId,
          { brand_id: brandId, product_id: product.id },
          appliedAt,
        ).then(
          ({ application }) => application,
          () => undefined,
        );
        if (!application || pending) continue;
        await decide(brand, application.id, 'approved', null, new Date(appliedAt.getTime() + 20 * HOUR_MS));
        const link = await poll(`link of ${creatorId}`, () =>
          getLinkOfCreatorForProduct(creatorId, product.id),
        );
        await recordDatedClicks(
          link,
          dailyClicks(now, 3 + ((creatorIndex * 7 + brandIndex * 5 + pickIndex * 2) % 9)),
        );
      }
      const creator = await getCreator(creatorId);
      if (creator && creatorIndex < 2) {
        // The first creator's request is approved in the setup week (shoppers use it from the first
        // day); the second's waits since the middle of last month.
        const approved = creatorIndex === 0;
        const requestedAt = approved
          ? new Date(setup + (3 + brandIndex / 8) * 24 * HOUR_MS)
          : intoHistory(now, 45 + brandIndex * 2);
        await requestDiscountCode(
          {
            creator_id: creatorId,
            creator_username: creator.username,
            brand_id: brandId,
            brand_name: brand.brand_name,
          },
          requestedAt,
        ).catch(() => undefined);
        if (approved) {
          // The approval and its DiscountCodeApproved event in one transaction, as the API does.
          await approveDiscountCode(brand, creatorId, 10, new Date(requestedAt.getTime() + 18 * HOUR_MS));
        }
      }
    }
  }
};

/**
 * A link's clicks per day from the history's start to today: around `perDay`, busier at weekends, with
 * a seeded wobble, so the charts show weeks rather than a flat line. The same every fresh start.
 */
const dailyClicks = (now: Date, perDay: number): { day: string; clicks: number }[] => {
  const random = seededRandom(perDay * 7919);
  const days: { day: string; clicks: number }[] = [];
  for (let at = historyStart(now).getTime(); at <= now.getTime(); at += 24 * 3600 * 1000) {
    const weekday = new Date(at).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
    days.push({
      day: new Date(at).toISOString().slice(0, 10),
      clicks: Math.round(perDay * weekend * (0.4 + random() * 1.2)),
    });
  }
  return days;
};
