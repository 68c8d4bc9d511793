/**
 * The local Stripe's state — accounts, checkout sessions, customers, payment methods, setup and payment
 * intents, charges, refunds, transfers, the platform balance, account links
 * (by token hash), events and their webhook deliveries, webhook endpoints and idempotency records — in
 * one JSON file under dataDir, so a restart of the local cloud keeps them. Every change is written at
 * once (write + rename: a crash never leaves half a file). The API's handlers change state synchronously
 * between reading the request and answering, so two requests never interleave inside one change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A Stripe API object as JSON (ids, `object`, `created`, …): stored as sent. */
export type StripeObject = { id: string; object: string; [key: string]: unknown };

export interface StoredSession {
  session: StripeObject;
  /** Kept apart: Stripe only returns them when expanded (`expand[]=line_items`). */
  lineItems: StripeObject[];
  /** payment_intent_data: Stripe puts it on the PaymentIntent made at payment, not on the session. */
  intentData: {
    description: string | null;
    transfer_group: string | null;
    /** Older state files have neither: read as null / {}. */
    setup_future_usage?: 'off_session' | 'on_session' | null;
    metadata?: Record<string, string>;
  };
  /** setup_intent_data (setup mode): put on the SetupIntent made when the card is saved. */
  setupData?: { description: string | null; metadata: Record<string, string> };
}

/**
 * What the stand-in knows of a PaymentMethod's card that Stripe keeps to itself: the test card's number
 * (its behaviour, test-cards.ts) and whether the card was set up for off-session use (a SetupIntent or a
 * payment with setup_future_usage, authenticated), which decides whether an off-session charge of a
 * card that needs authentication goes through.
 */
export interface StoredCard {
  number: string;
  setUpForOffSession: boolean;
  /**
   * Used by a payment without being attached to a customer, or detached from one: Stripe refuses to use
   * such a PaymentMethod again (a removed card can no longer be charged).
   */
  spent?: boolean;
}

export interface StoredAccountLink {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  /** Unix seconds. */
  expiresAt: number;
  used: boolean;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
}

export interface StripeDelivery {
  /** One per send of an event to one endpoint (a resend is a new delivery of the same event id). */
  id: string;
  eventId: string;
  endpointId: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  /** Every attempt's outcome, for GET /__events (tests of "delivered 3x"). */
  history: { at: string; status: number | null; error: string | null }[];
}

export interface IdempotencyRecord {
  endpoint: string;
  params: string;
  status: number;
  body: unknown;
  /** Unix ms; Stripe keeps keys for 24 hours. */
  expiresAt: number;
}

interface StateFile {
  version: 1;
  balance: { available: number; pending: number };
  accounts: Record<string, StripeObject>;
  sessions: Record<string, StoredSession>;
  transfers: Record<string, StripeObject>;
  accountLinks: Record<string, StoredAccountLink>;
  events: Record<string, StripeObject>;
  /** Event ids oldest first, for the local listing. */
  eventOrder: string[];
  deliveries: StripeDelivery[];
  endpoints: WebhookEndpoint[];
  idempotency: Record<string, IdempotencyRecord>;
  customers: Record<string, StripeObject>;
  paymentMethods: Record<string, StripeObject>;
  cards: Record<string, StoredCard>;
  setupIntents: Record<string, StripeObject>;
  paymentIntents: Record<string, StripeObject>;
  charges: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
}

/** Events (and their finished deliveries) kept for GET /__events; older ones are dropped. */
const KEPT_EVENTS = 2_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type StripeState = ReturnType<typeof createStripeState>;

export const createStripeState = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'state.json');
  const empty: StateFile = {
    version: 1,
    balance: { available: 0, pending: 0 },
    accounts: {},
    sessions: {},
    transfers: {},
    accountLinks: {},
    events: {},
    eventOrder: [],
    deliveries: [],
    endpoints: [],
    idempotency: {},
    customers: {},
    paymentMethods: {},
    cards: {},
    setupIntents: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
  };
  // A state file from before a kind of object existed gets that kind empty.
  const state: StateFile = existsSync(file)
    ? { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<StateFile>) }
    : empty;

  // Inside batch() (one API request or page action), saves are held and made once at its end, before
  // the answer is sent: one write per request instead of one per object and event.
  let batchDepth = 0;
  let dirty = false;

  const write = () => {
    const now = Date.now();
    for (const [key, record] of Object.entries(state.idempotency))
      if (record.expiresAt < now) delete state.idempotency[key];
    for (const [key, link] of Object.entries(state.accountLinks))
      if (link.expiresAt * 1000 < now - 86_400_000) delete state.accountLinks[key];
    while (state.eventOrder.length > KEPT_EVENTS) {
      const dropped = state.eventOrder.shift() as string;
      delete state.events[dropped];
      state.deliveries = state.deliveries.filter(
        (delivery) => delivery.eventId !== dropped || delivery.status === 'pending',
      );
    }
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(state)}\n`, { mode: 0o600 });
    renameSync(temp, file);
  };

  const save = () => {
    if (batchDepth > 0) {
      dirty = true;
      return;
    }
    write();
  };

  /** Runs a synchronous change with its saves made as one write at the end (also when it throws). */
  const batch = <T>(change: () => T): T => {
    batchDepth++;
    try {
      return change();
    } finally {
      batchDepth--;
      if (batchDepth === 0 && dirty) {
        dirty = false;
        write();
      }
    }
  };

  return {
    save,
    batch,
    balance: state.balance,
    accounts: state.accounts,
    sessions: state.sessions,
    transfers: state.transfers,
    accountLinks: state.accountLinks,
    events: state.events,
    idempotency: state.idempotency,
    customers: state.customers,
    paymentMethods: state.paymentMethods,
    cards: state.cards,
    setupIntents: state.setupIntents,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    refunds: state.refunds,
    endpoints: (): readonly WebhookEndpoint[] => state.endpoints,
    /** Adds the endpoint, or updates the one with the same id (the app's, whose URL follows the port). */
    putEndpoint: (endpoint: WebhookEndpoint): void => {
      state.endpoints = [...state.endpoints.filter((existing) => existing.id !== endpoint.id), endpoint];
      save();
    },
    deleteEndpoint: (id: string): boolean => {
      const before = state.endpoints.length;
      state.endpoints = state.endpoints.filter((endpoint) => endpoint.id !== id);
      save();
      return state.endpoints.length < before;
    },
    /** Records an event and its deliveries; the caller's change and these are saved in one write. */
    addEvent: (event: StripeObject, deliveries: StripeDelivery[]): void => {
      state.events[event.id] = event;
      state.eventOrder.push(event.id);
      state.deliveries.push(...deliveries);
    },
    eventIds: (): readonly string[] => state.eventOrder,
    deliveriesOf: (eventId: string): StripeDelivery[] =>
      state.deliveries.filter((delivery) => delivery.eventId === eventId),
    pendingDeliveries: (): StripeDelivery[] => state.deliveries.filter((d) => d.status === 'pending'),
    addDeliveries: (deliveries: StripeDelivery[]): void => {
      state.deliveries.push(...deliveries);
      save();
    },
    updateDelivery: (delivery: StripeDelivery): void => {
      state.deliveries = state.deliveries.map((existing) =>
        existing.id === delivery.id ? delivery : existing,
      );
      save();
    },
  };
};
