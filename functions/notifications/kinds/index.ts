/**
 * Every kind of notification and every event source, by the module whose events they follow. Adding a
 * kind: its definition in the module's file here, its source reading the event, the event in the
 * NotifyPeople rule's list (events/rules.ts), and its preview renders in the snapshot test by itself.
 */
import type { EventName } from '../../../events/catalogue';
import { contentKinds, contentSources } from './content';
import { creditKinds, creditSources } from './credits';
import { integrationKinds, integrationSources } from './integrations';
import type { KindDefinition } from './kind';
import { ledgerKinds, ledgerSources } from './ledger';
import { partnershipKinds, partnershipSources } from './partnerships';
import type { NoticeSource, NoticeSources } from './source';
import { termsKinds } from './terms';

export const kinds = {
  ...partnershipKinds,
  ...contentKinds,
  ...creditKinds,
  ...ledgerKinds,
  ...integrationKinds,
  ...termsKinds,
} as const;

export type KindName = keyof typeof kinds;

export const kindOf = (name: string): KindDefinition | undefined =>
  (kinds as unknown as Record<string, KindDefinition>)[name];

export const sources: NoticeSources = {
  ...partnershipSources,
  ...contentSources,
  ...creditSources,
  ...ledgerSources,
  ...integrationSources,
};

export const sourceOf = <N extends EventName>(name: N): NoticeSource<N> | undefined =>
  sources[name] as NoticeSource<N> | undefined;

/** The events that notify someone: the NotifyPeople rule matches exactly these (a test holds them equal). */
export const notifyingEvents = Object.keys(sources) as EventName[];
