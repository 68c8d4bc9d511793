/** A digest: what did not get an e-mail of its own in a period, one line each, and a link to see it all. */
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { ActionButton, colors, type EmailFrame, EmailLayout } from './email-layout';

export interface DigestEmailProps {
  frame: EmailFrame;
  heading: string;
  lines: { text: string; url: string }[];
  /** Lines counted but not listed ("and 12 more"). */
  more: number;
  action: { label: string; url: string };
}

export const DigestEmail = ({ frame, heading, lines, more, action }: DigestEmailProps) => (
  <EmailLayout frame={frame}>
    <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', margin: '0 0 12px' }}>
      {heading}
    </Heading>
    {lines.map((line, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines repeat (two sales of the same product) and never reorder.
      <Text key={index} style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 8px' }}>
        •{' '}
        <Link href={line.url} style={{ color: colors.text, textDecoration: 'underline' }}>
          {line.text}
        </Link>
      </Text>
    ))}
    {more > 0 ? (
      <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 8px', color: colors.muted }}>
        and {more} more
      </Text>
    ) : null}
    <ActionButton action={action} />
  </EmailLayout>
);
