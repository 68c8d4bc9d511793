/**
 * The local mailbox: a local SES (the npm package aws-ses-v2-local, which answers the SES v1 and v2
 * APIs and has a web viewer) on a loopback port of its own. The product's SES client is pointed at it
 * through SES_ENDPOINT exactly as the Stripe and Shopify SDKs are pointed at their stand-ins, so the
 * code that sends mail is the code that runs in AWS.
 *
 * - `viewerUrl` (outputs.json MailboxUrl): the package's viewer, to read the mail as a person would.
 * - `messages()` (served at MailboxApiUrl, /__local/mailbox/messages on the local cloud): what was
 *   received, newest last, as { id, from, to, cc, subject, text, html, headers, received_at } for tests
 *   and scripts.
 *
 * The SDK does not talk to the package directly but to ses-mailbox-simulator.ts in front of it, which
 * passes everything through and, for SES's simulator addresses (bounce@ / complaint@simulator.amazonses.com,
 * with or without a +label), puts the bounce or complaint event on the bus as the deployed configuration
 * set would (`reportTo`).
 *
 * The package keeps its store in memory: the mailbox starts empty on each start (mail is a
 * notification, not data the product reads back).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PutEventsEntry } from './event-bus';
import { clientHost, urlHost } from './listen-address';
import { startSesProxy } from './ses-mailbox-simulator';

/** The product's sender on the local cloud (deployed: the verified SES identity). */
export const LOCAL_MAIL_FROM = 'Affiliate Marketplace <notifications@marketplace.localhost>';
/**
 * The footer's postal address on the local cloud. Deployed, the stack's `mailPostalAddress` context value
 * (the business's real address, which commercial e-mail must carry) is required instead.
 */
export const LOCAL_MAIL_POSTAL_ADDRESS = 'Local cloud (deployed: the mailPostalAddress you configure)';
/** The configuration set the product names locally (deployed: the stack's, MAIL_CONFIGURATION_SET). */
export const LOCAL_MAIL_CONFIGURATION_SET = 'marketplace-local';

export interface MailboxMessage {
  id: string;
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string | null;
  html: string | null;
  /** Headers given with the message (List-Unsubscribe and the like), by name. */
  headers: Record<string, string>;
  received_at: string;
}

export interface LocalMailbox {
  /** The SES API's origin, for the SDK's endpoint (the simulator's proxy). */
  endpoint: string;
  viewerUrl: string;
  messages: () => Promise<MailboxMessage[]>;
  /** Where SES's bounce and complaint events go: the local bus's PutEvents. */
  reportTo: (putEvents: (entries: PutEventsEntry[]) => { ErrorCode?: string }[]) => void;
  stop: () => Promise<void>;
}

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
  at: number;
}

export const startLocalMailbox = async (
  host: string,
  options: { region: string; log: (message: string) => void },
): Promise<LocalMailbox> => {
  // Loaded when the local cloud starts, never by a Lambda bundle.
  const { default: startServer } = await import('aws-ses-v2-local');
  const server: Server = await startServer({ host, port: 0 });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${urlHost(host)}:${port}`;
  const stopServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const proxy = await startSesProxy({
    host,
    target: `http://${clientHost(host)}:${port}`,
    settings: { region: options.region, configurationSet: LOCAL_MAIL_CONFIGURATION_SET },
    log: options.log,
  }).catch(async (error: unknown) => {
    await stopServer();
    throw error;
  });
  return {
    endpoint: proxy.endpoint,
    viewerUrl: `${origin}/`,
    reportTo: proxy.reportTo,
    messages: async () => {
      const response = await fetch(`${origin}/store`);
      if (!response.ok) throw new Error(`The local mailbox answered ${response.status}`);
      const { emails } = (await response.json()) as { emails: StoredEmail[] };
      return emails.map((email) => ({
        id: email.messageId,
        from: email.from,
        to: email.destination.to,
        cc: email.destination.cc,
        subject: email.subject,
        text: email.body.text ?? null,
        html: email.body.html ?? null,
        headers: Object.fromEntries((email.headers ?? []).map(({ name, value }) => [name, value])),
        received_at: new Date(email.at * 1000).toISOString(),
      }));
    },
    stop: async () => {
      await proxy.stop();
      await stopServer();
    },
  };
};
