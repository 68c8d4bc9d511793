/**
 * How a domain event becomes notifications: a source reads what its texts need (names, amounts) through
 * the owning modules' indexes and answers one notice per recipient. The consumer turns each notice into
 * an in-app notification and, as the recipient's preferences and the limits allow, an e-mail.
 */
import type { EventDetail, EventName } from '../../../events/catalogue';
import type { KindName } from './index';

export interface Notice {
  kind: KindName;
  /** The recipient's user id (a creator's id is their user id; a brand's is `brand.user_id`). */
  userId: string;
  props: Record<string, string | number | null>;
}

export type NoticeSource<N extends EventName> = (detail: EventDetail<N>) => Promise<Notice[]>;

/** Keeps each source's event type while the registry holds them all. */
export type NoticeSources = { [N in EventName]?: NoticeSource<N> };

/**
 * A decision taken: the notification that asked `userId` for it (the notice whose kind `asks` the same
 * subject) is done. A resolution source reads the deciding event; a redelivered one changes nothing.
 */
export interface Resolution {
  userId: string;
  subject: string;
}

export type ResolutionSource<N extends EventName> = (detail: EventDetail<N>) => Promise<Resolution[]>;

export type ResolutionSources = { [N in EventName]?: ResolutionSource<N> };
