/**
 * What one kind of notification is: its category, how its e-mail goes out, and its texts. Every text the
 * product sends lives in the kinds/ files, once: the in-app title and body, the e-mail's subject,
 * paragraphs and button, and its line in a digest are all derived from the same props.
 */
import type { BrandRole } from '../../../contracts/brand-roles';
import type { NotificationCategory } from '../../../contracts/notifications';

export type Props = Record<string, string | number | null>;

export interface KindDefinition<P extends Props = Props> {
  category: NotificationCategory;
  /**
   * A brand's notice (issue 35): the roles of the members it is for (defineBrandKind in brands.ts). A
   * creator's or a person's own notice has none.
   */
  audience?: readonly BrandRole[];
  /**
   * - `now`: its own e-mail (non-transactional ones count toward the daily limit; over it, they fold
   *   into the category's daily digest);
   * - `digest`: always folded into the category's daily digest (one e-mail a day however many);
   * - `first`: its own e-mail the first time for `firstKey(props)`, then folded like `digest`.
   */
  email: 'now' | 'digest' | 'first';
  /** `first` only: what "the first time" is counted per (a link's code: "first sale on a link"). */
  firstKey?: (props: P) => string;
  /** Its own e-mails per recipient and hour; beyond, an hourly digest folds the rest. */
  perHour?: number;
  /** The in-app title and the e-mail's subject and heading. */
  title: (props: P) => string;
  /** The in-app body and the e-mail's first paragraph. */
  body: (props: P) => string;
  /** More e-mail paragraphs (what to do next, a reason). */
  details?: (props: P) => string[];
  /** Where the notification leads: a path of the web app, and the e-mail button's label. */
  action: (props: P) => { label: string; path: string };
  /**
   * A notice that asks its recipient for a decision: what is decided (`sale:{saleId}`), the key the
   * deciding event's resolution names too. Its notification is marked read when the decision is taken
   * (entities/decision-ask.ts), however it is taken.
   */
  asks?: (props: P) => string;
  /** The kind's line in a digest e-mail. */
  digestLine: (props: P) => string;
  /** Props a person can read the template with (the snapshot tests render every kind with these). */
  example: P;
}

/** Keeps each kind's props type while the registry holds them all. */
export const defineKind = <P extends Props>(kind: KindDefinition<P>): KindDefinition<P> => kind;

export { formatUsd as money } from '../../shared/money-text';
