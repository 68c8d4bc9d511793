/**
 * The demo store's mutable state — authorization codes, access tokens and discount codes, per shop —
 * kept in one JSON file under dataDir so a restart of the local cloud keeps existing installs working.
 * Codes and tokens are stored as SHA-256 hashes: the file never holds a usable credential.
 * Every change is written at once (write + rename, so a crash never leaves half a file).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Shopify's codes are short-lived; the library also gives the merchant 60 s (its state cookie). */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const FIRST_DISCOUNT_ID = 1_100_000_000_001;

interface PendingCode {
  shop: string;
  clientId: string;
  scope: string;
  expiresAt: number;
}

export interface IssuedToken {
  shop: string;
  scope: string;
  issuedAt: string;
}

export interface DemoDiscount {
  gid: string;
  code: string;
  title: string;
  /** A fraction, as Shopify stores it: 0.15 = 15% off. */
  percentage: number;
  startsAt: string;
  createdAt: string;
}

interface StateFile {
  version: 1;
  codes: Record<string, PendingCode>;
  tokens: Record<string, IssuedToken>;
  discounts: Record<string, DemoDiscount[]>;
  nextDiscountId: number;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type DemoState = ReturnType<typeof createDemoState>;

export const createDemoState = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'state.json');
  const state: StateFile = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StateFile)
    : { version: 1, codes: {}, tokens: {}, discounts: {}, nextDiscountId: FIRST_DISCOUNT_ID };

  const save = () => {
    const now = Date.now();
    for (const [key, code] of Object.entries(state.codes)) if (code.expiresAt < now) delete state.codes[key];
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, file);
  };

  return {
    issueCode: (shop: string, clientId: string, scope: string): string => {
      const code = randomBytes(16).toString('hex');
      state.codes[hash(code)] = { shop, clientId, scope, expiresAt: Date.now() + CODE_LIFETIME_MS };
      save();
      return code;
    },

    /** Single use: the code is gone after this call, whether or not it matched. */
    redeemCode: (code: string, shop: string, clientId: string): { scope: string } | undefined => {
      const key = hash(code);
      const pending = state.codes[key];
      if (!pending) return undefined;
      delete state.codes[key];
      save();
      if (pending.expiresAt < Date.now() || pending.shop !== shop || pending.clientId !== clientId)
        return undefined;
      return { scope: pending.scope };
    },

    /** Every issued token stays valid (as offline tokens do until the app is uninstalled). */
    issueToken: (shop: string, scope: string): string => {
      const token = `shpua_${randomBytes(16).toString('hex')}`;
      state.tokens[hash(token)] = { shop, scope, issuedAt: new Date().toISOString() };
      save();
      return token;
    },

    findToken: (token: string): IssuedToken | undefined => state.tokens[hash(token)],

    discounts: (shop: string): readonly DemoDiscount[] => state.discounts[shop] ?? [],

    addDiscount: (shop: string, discount: Omit<DemoDiscount, 'gid' | 'createdAt'>): DemoDiscount => {
      const created: DemoDiscount = {
        ...discount,
        gid: `gid://shopify/DiscountCodeNode/${state.nextDiscountId++}`,
        createdAt: new Date().toISOString(),
      };
      state.discounts[shop] = [...(state.discounts[shop] ?? []), created];
      save();
      return created;
    },
  };
};
