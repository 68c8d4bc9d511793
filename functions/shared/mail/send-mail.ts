/**
 * The product's one way to send e-mail: Amazon SES v2 (SendEmail, simple content with headers). In AWS
 * the client uses the regional endpoint and the verified identity in MAIL_FROM; on the local cloud,
 * SES_ENDPOINT points it at the local mailbox (infra/local/local-mailbox.ts), the same code either way.
 * Callers are event consumers, never request handlers (issue 19).
 */
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { env } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  /** Every message has a plain-text part. */
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Where replies go (Reply-To), when not to the sender. */
  replyTo?: string;
}

/**
 * Line breaks that would end a header line: CR and LF, and the Unicode breaks some clients fold on
 * (NEL, LS, PS). A header value built from people's texts (a brand's name in a Subject) must never carry
 * one, or the text after it reads as a header of its own ("Bcc: ...", issue 31).
 */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** One header value on one line: each run of line breaks becomes a space. */
export const headerValue = (value: string): string => value.replace(LINE_BREAKS, ' ');

/**
 * The SendEmail request for a message: every value that becomes a header (From, To, Reply-To, Subject,
 * and each extra header's name and value) passes through headerValue here, at the one place every
 * e-mail is built, so no caller can forget it. Bodies are content, not headers: left as they are.
 */
export const sendEmailInput = (
  message: MailMessage,
  settings: { from: string; configurationSet?: string | undefined },
): SendEmailCommandInput => ({
  FromEmailAddress: headerValue(settings.from),
  // Deployed, the configuration set reports bounces and complaints to EventBridge (suppression list).
  ...(settings.configurationSet ? { ConfigurationSetName: settings.configurationSet } : {}),
  Destination: { ToAddresses: [headerValue(message.to)] },
  ...(message.replyTo ? { ReplyToAddresses: [headerValue(message.replyTo)] } : {}),
  Content: {
    Simple: {
      Subject: { Data: headerValue(message.subject), Charset: 'UTF-8' },
      Body: {
        Text: { Data: message.text, Charset: 'UTF-8' },
        ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
      },
      ...(message.headers
        ? {
            Headers: Object.entries(message.headers).map(([name, value]) => ({
              Name: headerValue(name),
              Value: headerValue(value),
            })),
          }
        : {}),
    },
  },
});

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
    new SendEmailCommand(
      sendEmailInput(message, { from: env.mailFrom, configurationSet: env.mailConfigurationSet }),
    ),
  );
  if (!MessageId) throw new Error('SES accepted the message without a message id');
  return MessageId;
};
