/** One notification's e-mail: a heading, its paragraphs and one button to the exact screen. */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { ActionButton, type EmailFrame, EmailLayout } from './email-layout';

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
    <ActionButton action={action} />
  </EmailLayout>
);
