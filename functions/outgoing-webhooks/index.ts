/**
 * The outgoing-webhooks module's public face (issue 32). The module is a leaf: it subscribes to domain
 * events (consumers/send-outgoing-webhooks.consumer.ts) and serves the brand's webhook settings
 * (http/brand-webhooks.ts), reading the API objects it sends through the ledger's and partnerships'
 * public indexes. No module imports it, so it can never close an import loop; what the platform invokes
 * is reached through its entry points (http/, consumers/, schedules/), not through this file.
 */

// Issue 36: the operator console's list of endpoints the marketplace turned off.
export { listDisabledEndpoints } from './entities/webhook-endpoint';
export { type WebhookSource, webhookSources } from './event-payloads';
