/**
 * The frame of every e-mail the product sends, in React (@react-email's primitives: tables and inline
 * styles that mail clients render): the product's name, the content, and a footer with why the person
 * gets it, the one-click unsubscribe link and the postal address. Colours are the web app's (violet-600
 * actions on a gray-50 page).
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

export const colors = {
  page: '#f9fafb',
  card: '#ffffff',
  text: '#111827',
  muted: '#6b7280',
  border: '#e5e7eb',
  action: '#7c3aed',
} as const;

export interface EmailFrame {
  productName: string;
  appUrl: string;
  postalAddress: string;
  /** Shown by mail clients beside the subject. */
  preview: string;
  /** "You get this because …: Partnerships e-mails are on." */
  reason: string;
  /** The signed one-click unsubscribe page; absent for e-mail that cannot be turned off. */
  unsubscribeUrl: string | null;
  preferencesUrl: string;
}

export const EmailLayout = ({ frame, children }: { frame: EmailFrame; children: ReactNode }) => (
  <Html lang="en">
    <Head />
    <Preview>{frame.preview}</Preview>
    <Body
      style={{
        backgroundColor: colors.page,
        color: colors.text,
        fontFamily:
          'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
        margin: 0,
        padding: '24px 0',
      }}
    >
      <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 16px' }}>
        <Text style={{ fontSize: '16px', fontWeight: 700, color: colors.action, margin: '0 0 16px' }}>
          <Link href={frame.appUrl} style={{ color: colors.action, textDecoration: 'none' }}>
            {frame.productName}
          </Link>
        </Text>
        <Section
          style={{
            backgroundColor: colors.card,
            border: `1px solid ${colors.border}`,
            borderRadius: '12px',
            padding: '24px',
          }}
        >
          {children}
        </Section>
        <Hr style={{ borderColor: colors.border, margin: '24px 0 12px' }} />
        <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: '0 0 8px' }}>
          {frame.reason}{' '}
          {frame.unsubscribeUrl ? (
            <>
              <Link href={frame.unsubscribeUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
                Unsubscribe
              </Link>
              {' · '}
            </>
          ) : null}
          <Link href={frame.preferencesUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
            E-mail preferences
          </Link>
        </Text>
        <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: 0 }}>
          {frame.productName} · {frame.postalAddress}
        </Text>
      </Container>
    </Body>
  </Html>
);

/** The one call to action of an e-mail: the web app's primary button. */
export const ActionButton = ({ action }: { action: { label: string; url: string } }) => (
  <Button
    href={action.url}
    style={{
      backgroundColor: colors.action,
      color: '#ffffff',
      borderRadius: '8px',
      fontSize: '15px',
      fontWeight: 600,
      padding: '12px 20px',
      marginTop: '8px',
    }}
  >
    {action.label}
  </Button>
);
