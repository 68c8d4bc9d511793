/** Every route contract, by domain. Servers import a domain's file; clients and tools import this. */
// Issue 35: two-factor sign-in.
import * as accountSecurity from './account-security';
// Issue 22, API keys.
import * as apiKeys from './api-keys';
// Issue 35: the audit log.
import * as auditLog from './audit-log';
import * as billing from './billing';
import * as brandCreators from './brand-creators';
import * as brandProducts from './brand-products';
import * as brandWorkspace from './brand-workspace';
import * as creatorBrands from './creator-brands';
// Issue 35: creator managers.
import * as creatorManagers from './creator-managers';
import * as creatorWorkspace from './creator-workspace';
import * as credits from './credits';
import * as explore from './explore';
import * as exportsContracts from './exports';
// Issue 36: fraud signals' settings.
import * as fraud from './fraud';
import { isContract, type RouteContract } from './http';
import * as notifications from './notifications';
// Issue 36: the operator console.
import * as ops from './ops';
// Issue 22: outgoing webhooks.
import * as outgoingWebhooks from './outgoing-webhooks';
import * as outreach from './outreach';
import * as partnerships from './partnerships';
import * as payouts from './payouts';
// Issue 34: pitches.
import * as pitches from './pitches';
import * as publicApi from './public-api';
import * as publicPages from './public-pages';
import * as sales from './sales';
// Issue 35: sessions.
import * as sessions from './sessions';
import * as storefront from './storefront';
import * as system from './system';
// Issue 35: brand teams.
import * as teams from './teams';
// Issue 21, terms.
import * as terms from './terms';
import * as ugc from './ugc';
// Issue 34: images people upload.
import * as uploads from './uploads';
import * as webhooks from './webhooks';
// Issue 35: Your data.
import * as yourData from './your-data';

export const contractsByDomain = {
  system,
  'brand-workspace': brandWorkspace,
  billing,
  'brand-products': brandProducts,
  'brand-creators': brandCreators,
  'creator-workspace': creatorWorkspace,
  'creator-brands': creatorBrands,
  credits,
  explore,
  exports: exportsContracts,
  // Issue 36: fraud signals' settings.
  fraud,
  notifications,
  // Issue 36: the operator console.
  ops,
  // Issue 21: invitations and message threads.
  outreach,
  partnerships,
  payouts,
  pitches,
  'public-pages': publicPages,
  sales,
  storefront,
  ugc,
  // Issue 35: brand teams.
  teams,
  // Issue 35: creator managers.
  'creator-managers': creatorManagers,
  // Issue 34: images people upload.
  uploads,
  webhooks,
  // Issue 35: Your data.
  'your-data': yourData,
  // Issue 21, terms.
  terms,
  // Issue 35: signed-in devices and sign-ins.
  sessions,
  // Issue 22, API keys.
  'api-keys': apiKeys,
  'public-api': publicApi,
  // Issue 22: outgoing webhooks.
  'outgoing-webhooks': outgoingWebhooks,
  // Issue 35: the audit log.
  'audit-log': auditLog,
  // Issue 35: two-factor sign-in.
  'account-security': accountSecurity,
} as const;

/** Every contract, once (a domain module's other exports, such as its schemas, are not contracts). */
export const allContracts: readonly RouteContract[] = Object.values(contractsByDomain).flatMap((domain) =>
  Object.values(domain as Record<string, unknown>).filter(isContract),
);

export * from './http';
