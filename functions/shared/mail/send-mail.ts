/**
 * The product's one way to send e-mail: Amazon SES v2 (SendEmail, simple content with headers). In AWS
 * the client uses the regional endpoint and the verified identity in MAIL_FROM; on the local cloud,
 * SES_ENDPOINT points it at the local mailbox (infra/local/local-mailbox.ts), the same code either way.
 * Callers are event consumers, never request handlers (issue 19).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  /** Every message has a plain-text part. */
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

let client: SESv2Client | undefined;
const ses = (): SESv2Client => {
  client ??= new SESv2Client({
    region: env.region,
    ...(env.sesEndpoint ? { endpoint: env.sesEndpoint } : {}),
  });
  return client;
};

/** Sends one message; answers SES's message id. */
export const sendMail = async (message: MailMessage): Promise<string> => {
  const { MessageId } = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      // Deployed, the configuration set reports bounces and complaints to EventBridge (suppression list).
      ...(env.mailConfigurationSet ? { ConfigurationSetName: env.mailConfigurationSet } : {}),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
          ...(message.headers
            ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
            : {}),
        },
      },
    }),
  );
  if (!MessageId) throw new Error('SES accepted the message without a message id');
  return MessageId;
};
