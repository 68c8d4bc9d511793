import type { BrandRole } from '../../../contracts/brand-roles';

/**
 * Issue 35: who made a change, as the audit log records it. Built once per request by the route, from
 * the caller the API handler checked (functions/audit/request-actor.ts), and passed down to the action
 * with the change: never read from a global. Names and e-mails are those at the time of the change.
 */
export type Actor =
  | {
      type: 'member';
      userId: string;
      name: string;
      email: string | null;
      role: BrandRole;
      ip: string | null;
      /** Creator managers (a later part of issue 35): the member acts for this person. */
      actingFor?: string;
    }
  | { type: 'api_key'; keyId: string; name: string; ip: string | null }
  /** A change no person made on the request: Stripe's payment of an invoice by autopay. */
  | { type: 'system'; id: 'stripe'; name: string }
  /** Issue 36: a marketplace operator deciding a held sale from the review queue. */
  | { type: 'operator'; userId: string; name: string; email: string | null; ip: string | null };

/** The actor of Stripe's own actions (an autopay charge confirmed by its webhook). */
export const stripeActor = {
  type: 'system',
  id: 'stripe',
  name: 'Stripe / autopay',
} as const satisfies Actor;

/** The actor's id as the log filters by it: the member's user id, the key's id, or the system's name. */
export const actorIdOf = (actor: Actor): string =>
  actor.type === 'member' || actor.type === 'operator'
    ? actor.userId
    : actor.type === 'api_key'
      ? actor.keyId
      : actor.id;

/** The actor of changes a test or a bench makes directly through an action (not through the API). */
export const scriptActor = (name: string) =>
  ({
    type: 'member',
    userId: `script:${name}`,
    name,
    email: null,
    role: 'owner',
    ip: null,
  }) as const satisfies Actor;
