/**
 * Every e-mail the product can send, rendered from its kind's example props into an HTML preview a person
 * can open (functions/notifications/tests/unit/__previews__/*.html; `npx vitest run -u` rewrites them after a deliberate change)
 * and its plain-text part beside it. A text change shows up in review as a diff of these files.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, notificationCategoryKeys } from '../../../../contracts/notifications';
import { kinds } from '../../kinds';
import type { KindDefinition } from '../../kinds/kind';
import { renderDigestMail, renderNotificationMail } from '../../render-mail';

// Set, not defaulted: a run of every project inherits the local cloud's own random key.
process.env.MAIL_SIGNING_KEY = 'preview-signing-key-preview-signing-key';

const context = (role: 'brand' | 'creator') => ({
  to: role === 'brand' ? 'owner@glow.example' : 'ava@example.com',
  userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  role,
  appUrl: 'https://app.example.com',
  postalAddress: '1 Example Street, Springfield',
});

const roleOf = (kind: KindDefinition): 'brand' | 'creator' =>
  kind.action(kind.example).path.startsWith('/brand/') ? 'brand' : 'creator';

describe('notification e-mail templates', () => {
  it.each(Object.entries(kinds) as unknown as [string, KindDefinition][])(
    '%s renders',
    async (name, kind) => {
      const mail = renderNotificationMail(kind, kind.example, context(roleOf(kind)));
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain('https://app.example.com/');
      expect(mail.html).toContain('1 Example Street, Springfield');
      expect(mail.html).toContain(`href="https://app.example.com${kind.action(kind.example).path}"`);
      await expect(mail.html).toMatchFileSnapshot(`./__previews__/${name}.html`);
      await expect(mail.text).toMatchFileSnapshot(`./__previews__/${name}.txt`);
    },
  );

  it.each(
    notificationCategoryKeys.flatMap((category) =>
      (['brand', 'creator'] as const)
        .filter((role) => categoriesOf(role).includes(category))
        .map((role) => [category, role] as const),
    ),
  )('the %s digest for a %s renders', async (category, role) => {
    const mail = renderDigestMail(
      {
        category,
        period: '2026-11-26',
        count: 30,
        lines: [
          { text: 'First line of the digest', link: `/${role}/dashboard` },
          { text: 'Second line of the digest', link: `/${role}/dashboard` },
        ],
      },
      context(role),
    );
    expect(mail.text).toContain('and 28 more');
    await expect(mail.html).toMatchFileSnapshot(`./__previews__/digest-${category}-${role}.html`);
  });

  it('puts one-click unsubscribe on optional categories only', () => {
    const optional = renderDigestMail(
      { category: 'partnerships', period: '2026-11-26T05', count: 1, lines: [] },
      context('brand'),
    );
    expect(optional.subject).toBe('1 partnership update on Nov 26, 05:00–06:00 UTC');
    expect(optional.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(optional.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/app\.example\.com\/api\/notifications\/unsubscribe\?token=/,
    );
    const locked = renderDigestMail(
      { category: 'money', period: '2026-11-26', count: 1, lines: [] },
      context('brand'),
    );
    expect(locked.headers).toEqual({});
    expect(locked.html).not.toContain('Unsubscribe');
  });
});
