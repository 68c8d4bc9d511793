/**
 * SES's mailbox simulator on the local cloud. In AWS, mail to bounce@simulator.amazonses.com or
 * complaint@simulator.amazonses.com (also with a label: bounce+anything@…) bounces permanently or draws a
 * complaint, and the configuration set's EventBridge destination (infra/constructs/mail.ts) puts the
 * matching event on the default bus, where SuppressBouncedAddresses suppresses the address. The local
 * SES (aws-ses-v2-local) stores every message and reports nothing, so the product's SES client talks to
 * this small proxy in front of it instead: every request is passed through unchanged, and a SendEmail
 * (SES v2, `POST /v2/email/outbound-emails`) that the local SES accepted for simulator recipients is
 * followed by the SES events the deployed configuration set would publish (source `aws.ses`,
 * `Email Bounced` / `Email Complaint Received`, detail shaped like real SES's and
 * events/schemas/ses-mail-events.ts), put on the local bus (locally one bus stands for both).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PutEventsEntry } from './event-bus';
import { readBody } from './http-util';
import { urlHost } from './listen-address';

export type SimulatedOutcome = 'bounce' | 'complaint';

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/** The bare address of `Name <address>` or `address`. */
const bareAddress = (recipient: string): string => (/<([^>]+)>/.exec(recipient)?.[1] ?? recipient).trim();

/** What SES's simulator does with mail to this recipient; undefined for any other address. */
export const simulatedOutcome = (recipient: string): SimulatedOutcome | undefined =>
  SIMULATOR.exec(bareAddress(recipient))?.[1]?.toLowerCase() as SimulatedOutcome | undefined;

/** The account the local bus stamps on its events. */
const LOCAL_ACCOUNT = '000000000000';

interface SentMail {
  messageId: string;
  from: string;
  subject: string;
  recipients: string[];
  configurationSet: string;
  sentAt: Date;
}

export interface SimulatorSettings {
  region: string;
  /** Reported on every event: the set the product names (deployed, also the identity's default). */
  configurationSet: string;
}

/** The events SES would publish for one accepted message: one per outcome, naming its recipients. */
export const simulatorEvents = (mail: SentMail, settings: SimulatorSettings): PutEventsEntry[] => {
  const byOutcome = new Map<SimulatedOutcome, string[]>();
  for (const recipient of mail.recipients) {
    const outcome = simulatedOutcome(recipient);
    if (outcome) byOutcome.set(outcome, [...(byOutcome.get(outcome) ?? []), bareAddress(recipient)]);
  }
  const fromAddress = bareAddress(mail.from);
  const domain = fromAddress.split('@')[1] ?? fromAddress;
  const at = new Date().toISOString();
  const feedbackId = () => `${randomUUID()}-000000`;
  const mailPart = {
    timestamp: mail.sentAt.toISOString(),
    source: mail.from,
    sourceArn: `arn:aws:ses:${settings.region}:${LOCAL_ACCOUNT}:identity/${domain}`,
    sendingAccountId: LOCAL_ACCOUNT,
    messageId: mail.messageId,
    destination: mail.recipients.map(bareAddress),
    headersTruncated: false,
    commonHeaders: {
      from: [mail.from],
      to: mail.recipients,
      messageId: mail.messageId,
      subject: mail.subject,
    },
    tags: {
      'ses:configuration-set': [mail.configurationSet],
      'ses:from-domain': [domain],
      'ses:source-ip': ['127.0.0.1'],
    },
  };
  const resources = [
    `arn:aws:ses:${settings.region}:${LOCAL_ACCOUNT}:configuration-set/${mail.configurationSet}`,
  ];
  return [...byOutcome].map(([outcome, addresses]): PutEventsEntry => {
    const detail =
      outcome === 'bounce'
        ? {
            eventType: 'Bounce',
            bounce: {
              feedbackId: feedbackId(),
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: addresses.map((emailAddress) => ({
                emailAddress,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              })),
              timestamp: at,
              reportingMTA: 'dns; simulator.amazonses.com',
            },
            mail: mailPart,
          }
        : {
            eventType: 'Complaint',
            complaint: {
              feedbackId: feedbackId(),
              complainedRecipients: addresses.map((emailAddress) => ({ emailAddress })),
              timestamp: at,
              userAgent: 'Amazon SES Mailbox Simulator',
              complaintFeedbackType: 'abuse',
              arrivalDate: at,
            },
            mail: mailPart,
          };
    return {
      Source: 'aws.ses',
      DetailType: outcome === 'bounce' ? 'Email Bounced' : 'Email Complaint Received',
      Resources: resources,
      Detail: JSON.stringify(detail),
    };
  });
};

interface SendEmailRequest {
  ConfigurationSetName?: string;
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: { Simple?: { Subject?: { Data?: string } }; Template?: unknown; Raw?: unknown };
}

/** The accepted SendEmail the request and answer describe, or undefined (another call, or refused). */
const sentMail = (
  method: string | undefined,
  path: string,
  body: Buffer,
  status: number,
  answer: Buffer,
  configurationSet: string,
): SentMail | undefined => {
  if (method !== 'POST' || path !== '/v2/email/outbound-emails' || status !== 200) return undefined;
  try {
    const sent = JSON.parse(body.toString('utf8')) as SendEmailRequest;
    const { MessageId } = JSON.parse(answer.toString('utf8')) as { MessageId?: string };
    // Raw MIME carries its recipients inside the message; the product sends Simple content.
    const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = sent.Destination ?? {};
    if (!MessageId) return undefined;
    return {
      messageId: MessageId,
      from: sent.FromEmailAddress ?? '',
      subject: sent.Content?.Simple?.Subject?.Data ?? '',
      recipients: [...ToAddresses, ...CcAddresses, ...BccAddresses],
      configurationSet: sent.ConfigurationSetName ?? configurationSet,
      sentAt: new Date(),
    };
  } catch {
    return undefined;
  }
};

export interface SesProxy {
  /** The SES API's origin for the SDK (SES_ENDPOINT). */
  endpoint: string;
  /** Where the simulator's events go (the local bus's PutEvents); until set, they are logged and dropped. */
  reportTo: (putEvents: (entries: PutEventsEntry[]) => { ErrorCode?: string }[]) => void;
  stop: () => Promise<void>;
}

/** Passes every request to the local SES at `target`, and reports simulator recipients as SES would. */
export const startSesProxy = async (options: {
  host: string;
  target: string;
  settings: SimulatorSettings;
  log: (message: string) => void;
}): Promise<SesProxy> => {
  let putEvents: ((entries: PutEventsEntry[]) => { ErrorCode?: string }[]) | undefined;
  const report = (entries: PutEventsEntry[]) => {
    if (entries.length === 0) return;
    if (!putEvents) return options.log(`! SES simulator: ${entries.length} events before the bus started`);
    const failed = putEvents(entries).filter((result) => result.ErrorCode);
    if (failed.length > 0) options.log(`! SES simulator: the bus refused ${failed.length} events`);
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const path = req.url ?? '/';
    const upstream = request(
      `${options.target}${path}`,
      { method: req.method, headers: { ...req.headers, host: new URL(options.target).host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const payload = Buffer.concat(chunks);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(payload);
          const mail = sentMail(
            req.method,
            path.split('?')[0] ?? path,
            body,
            answer.statusCode ?? 0,
            payload,
            options.settings.configurationSet,
          );
          // After the answer, as SES reports a bounce after it accepted the message.
          if (mail) setImmediate(() => report(simulatorEvents(mail, options.settings)));
        });
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `The local SES did not answer: ${error.message}` }));
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => forward(req, res, body))
      .catch(() => {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The request body could not be read' }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${urlHost(options.host)}:${port}`,
    reportTo: (fn) => {
      putEvents = fn;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
