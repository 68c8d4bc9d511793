/**
 * Every kind of notification and every event source, by the module whose events they follow. Adding a
 * kind: its definition in the module's file here, its source reading the event, the event in the
 * NotifyPeople rule's list (events/rules.ts), and its preview renders in the snapshot test by itself.
 * A kind that asks for a decision (`asks`) has resolution sources too: the events that take it.
 */
import type { EventName } from '../../../events/catalogue';
import { accountKinds, accountSources } from './account';
import { contentKinds, contentResolutions, contentSources } from './content';
import { creditKinds, creditResolutions, creditSources } from './credits';
import { integrationKinds, integrationSources } from './integrations';
import type { KindDefinition } from './kind';
import { ledgerKinds, ledgerResolutions, ledgerSources } from './ledger';
import { messageKinds, messageSources } from './messages';
import { partnershipKinds, partnershipResolutions, partnershipSources } from './partnerships';
import { securityKinds, securitySources } from './security';
import type { NoticeSource, NoticeSources, ResolutionSource, ResolutionSources } from './source';
import { suspensionKinds, suspensionSources } from './suspensions';
import { termsKinds } from './terms';

export const kinds = {
  ...partnershipKinds,
  ...contentKinds,
  ...creditKinds,
  ...ledgerKinds,
  ...integrationKinds,
  ...termsKinds,
  ...messageKinds,
  ...accountKinds,
  ...securityKinds,
  ...suspensionKinds,
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
  ...messageSources,
  ...accountSources,
  ...securitySources,
  ...suspensionSources,
};

/** The events that take a decision a notification asked for (an event may also notify: both run). */
export const resolutions: ResolutionSources = {
  ...partnershipResolutions,
  ...contentResolutions,
  ...creditResolutions,
  ...ledgerResolutions,
};

export const sourceOf = <N extends EventName>(name: N): NoticeSource<N> | undefined =>
  sources[name] as NoticeSource<N> | undefined;

export const resolutionOf = <N extends EventName>(name: N): ResolutionSource<N> | undefined =>
  resolutions[name] as ResolutionSource<N> | undefined;

/**
 * The events that notify someone or mark a notification done: the NotifyPeople rule matches exactly
 * these (a test holds them equal).
 */
export const notifyingEvents = [
  ...new Set([...Object.keys(sources), ...Object.keys(resolutions)]),
] as EventName[];
