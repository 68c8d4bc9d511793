/**
 * Turns a notification (or a digest) into the e-mail SES sends: subject, plain-text part, HTML from the
 * React templates, and the RFC 8058 headers. The plain text is written from the same texts as the HTML,
 * not scraped from it, so both say the same and the text part reads well.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productName } from '../../contracts/constants';
import { type NotificationCategory, notificationCategories } from '../../contracts/notifications';
import type { MailMessage } from '../shared/mail/send-mail';
import { digestTexts, periodInWords } from './kinds/digests';
import type { KindDefinition, Props } from './kinds/kind';
import { DigestEmail } from './templates/digest-email';
import type { EmailFrame } from './templates/email-layout';
import { NotificationEmail } from './templates/notification-email';
import { unsubscribeToken } from './unsubscribe-token';

export interface MailContext {
  to: string;
  userId: string;
  role: 'brand' | 'creator';
  appUrl: string;
  postalAddress: string;
}

const html = (element: ReactElement): string => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

const frameOf = (context: MailContext, category: NotificationCategory, preview: string): EmailFrame => {
  const { label, locked } = notificationCategories[category];
  const preferencesUrl = `${context.appUrl}/${context.role}/account#notifications`;
  return {
    productName,
    appUrl: context.appUrl,
    postalAddress: context.postalAddress,
    preview,
    reason: locked
      ? `You get this e-mail because it concerns money or your account on ${productName}.`
      : `You get this e-mail because ${label} e-mails are on for ${context.to}.`,
    unsubscribeUrl: locked
      ? null
      : `${context.appUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(context.userId, category))}`,
    preferencesUrl,
  };
};

/** RFC 8058: a one-click POST target the mail client can use without the person signing in. */
const listUnsubscribe = (context: MailContext, category: NotificationCategory): Record<string, string> =>
  notificationCategories[category].locked
    ? {}
    : {
        'List-Unsubscribe': `<${context.appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(context.userId, category))}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };

const textFooter = (frame: EmailFrame): string[] => [
  '—',
  frame.reason,
  ...(frame.unsubscribeUrl ? [`Unsubscribe: ${frame.unsubscribeUrl}`] : []),
  `E-mail preferences: ${frame.preferencesUrl}`,
  `${frame.productName} · ${frame.postalAddress}`,
];

export const renderNotificationMail = (
  kind: KindDefinition,
  props: Props,
  context: MailContext,
): Omit<MailMessage, 'to'> => {
  const heading = kind.title(props);
  const paragraphs = [kind.body(props), ...(kind.details?.(props) ?? [])];
  const action = kind.action(props);
  const url = `${context.appUrl}${action.path}`;
  const frame = frameOf(context, kind.category, paragraphs[0] ?? heading);
  return {
    subject: heading,
    text: [
      heading,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      `${action.label}: ${url}`,
      '',
      ...textFooter(frame),
    ].join('\n'),
    html: html(
      createElement(NotificationEmail, { frame, heading, paragraphs, action: { label: action.label, url } }),
    ),
    headers: listUnsubscribe(context, kind.category),
  };
};

export interface DigestContent {
  category: NotificationCategory;
  /** The digest's period: `2026-11-26` (a day) or `2026-11-26T05` (an hour), UTC. */
  period: string;
  count: number;
  lines: { text: string; link: string }[];
}

export const renderDigestMail = (digest: DigestContent, context: MailContext): Omit<MailMessage, 'to'> => {
  const texts = digestTexts[digest.category];
  const heading = texts.subject(digest.count, periodInWords(digest.period));
  const action = texts.action(context.role);
  const url = `${context.appUrl}${action.path}`;
  const lines = digest.lines.map((line) => ({ text: line.text, url: `${context.appUrl}${line.link}` }));
  const more = Math.max(0, digest.count - lines.length);
  const frame = frameOf(context, digest.category, lines[0]?.text ?? heading);
  return {
    subject: heading,
    text: [
      heading,
      '',
      ...lines.map((line) => `- ${line.text}: ${line.url}`),
      ...(more > 0 ? [`and ${more} more`] : []),
      '',
      `${action.label}: ${url}`,
      '',
      ...textFooter(frame),
    ].join('\n'),
    html: html(
      createElement(DigestEmail, { frame, heading, lines, more, action: { label: action.label, url } }),
    ),
    headers: listUnsubscribe(context, digest.category),
  };
};
