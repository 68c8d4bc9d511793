/** One notification's e-mail: a heading, its paragraphs and one button to the exact screen. */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { colors, type EmailFrame, EmailLayout } from './email-layout';

export interface NotificationEmailProps {
  frame: EmailFrame;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
}

export const NotificationEmail = ({ frame, heading, paragraphs, action }: NotificationEmailProps) => (
  <EmailLayout frame={frame}>
    <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', margin: '0 0 12px' }}>
      {heading}
    </Heading>
    {paragraphs.map((paragraph) => (
      <Text key={paragraph} style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' }}>
        {paragraph}
      </Text>
    ))}
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
  </EmailLayout>
);
