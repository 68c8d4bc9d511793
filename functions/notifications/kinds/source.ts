/**
 * How a domain event becomes notifications: a source reads what its texts need (names, amounts) through
 * the owning modules' indexes and answers who is told what: a person (a creator's id is their user id),
 * or a brand, whose notice goes to the members its kind's audience names (recipients.ts). The consumer
 * turns each person's notice into an in-app notification and, as the recipient's preferences and the
 * limits allow, an e-mail.
 */
import type { EventDetail, EventName } from '../../../events/catalogue';
import type { KindName } from './index';

export interface Notice {
  kind: KindName;
  /** The recipient's user id. */
  userId: string;
  props: Record<string, string | number | null>;
  /** The brand a brand member's notice is about: the notification carries it (the bell opens its workspace). */
  brandId?: string;
}

/** A notice to a brand (issue 35): every member whose role its kind's `audience` names is told. */
export interface BrandNotice {
  kind: KindName;
  brandId: string;
  props: Record<string, string | number | null>;
}

export type NoticeSource<N extends EventName> = (detail: EventDetail<N>) => Promise<(Notice | BrandNotice)[]>;

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

/**
 * A brand's decision: done for every member the asking notice was sent to (whatever their role or
 * membership now) and for every member its kind's audience names now (whose notice may still come).
 */
export interface BrandResolution {
  brandId: string;
  subject: string;
  /** The kind of the notice that asked, whose audience is told. */
  asking: KindName;
}

export type ResolutionSource<N extends EventName> = (
  detail: EventDetail<N>,
) => Promise<(Resolution | BrandResolution)[]>;

export type ResolutionSources = { [N in EventName]?: ResolutionSource<N> };
