/**
 * Issue 31: no line break reaches a header of any e-mail. Every value sendMail turns into a header (From
 * with its display name, To, Reply-To, Subject, each extra header's name and value) is given CR, LF and
 * the Unicode breaks, alone and in runs, with a header injected after them; the request SES receives has
 * each on one line, and the bodies keep their lines.
 */
import { describe, expect, it } from 'vitest';
import { headerValue, sendEmailInput } from '../../mail/send-mail';

const injected = (text: string) => `${text}\r\nBcc: x@evil.test\n\rX-Evil: 1\r\u2028\u2029\u0085end`;
const BREAK = /[\r\n\u0085\u2028\u2029]/;

describe('e-mail headers', () => {
  it('headerValue puts a value on one line: each run of breaks becomes one space', () => {
    expect(headerValue('Glow\r\nBcc: x@evil.test')).toBe('Glow Bcc: x@evil.test');
    expect(headerValue('a\rb\nc\r\n\r\nd')).toBe('a b c d');
    expect(headerValue('no breaks: – “quoted” ✓')).toBe('no breaks: – “quoted” ✓');
  });

  it('every header of the SES request is one line, whatever the caller passed', () => {
    const input = sendEmailInput(
      {
        to: injected('ava@example.com'),
        replyTo: injected('reply@example.com'),
        subject: injected('Glow approved your application'),
        text: 'line one\nline two',
        html: '<p>one</p>\n<p>two</p>',
        headers: {
          'List-Unsubscribe': injected('<https://app.example/unsubscribe?token=t>'),
          'List-Unsubscribe-Post': injected('List-Unsubscribe=One-Click'),
          [injected('X-Name')]: 'value',
        },
      },
      { from: injected('Marketplace <no-reply@example.com>'), configurationSet: 'mail' },
    );
    const simple = input.Content?.Simple;
    const headerValues = [
      input.FromEmailAddress,
      ...(input.Destination?.ToAddresses ?? []),
      ...(input.ReplyToAddresses ?? []),
      simple?.Subject?.Data,
      ...(simple?.Headers ?? []).flatMap((header) => [header.Name, header.Value]),
    ];
    // From, To, Reply-To, Subject and three headers' names and values.
    expect(headerValues).toHaveLength(4 + 3 * 2);
    for (const value of headerValues) {
      expect(value).toBeTypeOf('string');
      expect(value).not.toMatch(BREAK);
    }
    expect(simple?.Subject?.Data).toBe('Glow approved your application Bcc: x@evil.test X-Evil: 1 end');
    expect(input.FromEmailAddress).toMatch(/^Marketplace <no-reply@example\.com> Bcc/);
    // Bodies are content: their lines stay.
    expect(simple?.Body?.Text?.Data).toBe('line one\nline two');
    expect(simple?.Body?.Html?.Data).toBe('<p>one</p>\n<p>two</p>');
  });
});
