import * as z from 'zod/mini';
import { messages, reservedUsernames, USERNAME_MAX, USERNAME_MIN } from './reserved-usernames';

export { messages, reservedUsernames, USERNAME_MAX, USERNAME_MIN };

/**
 * A username as stored: trimmed and lower-cased as typed (spec 5), 3–30 letters, digits, underscores or
 * hyphens, and not a reserved word. Uniqueness is not a shape rule: the save transaction enforces it.
 */
export const usernameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? messages.missing : messages.notText) })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, messages.missing),
    z.superRefine((value, ctx) => {
      if (value.length === 0) return;
      if (!/^[a-z0-9_-]+$/.test(value)) ctx.addIssue({ code: 'custom', message: messages.characters });
      else if (value.length < USERNAME_MIN || value.length > USERNAME_MAX)
        ctx.addIssue({ code: 'custom', message: messages.length });
      else if (reservedUsernames.has(value)) ctx.addIssue({ code: 'custom', message: messages.reserved });
    }),
  );

export const BIO_MAX = 500;

export const bioSchema = z
  .string({ error: (issue) => (issue.input === undefined ? messages.missing : 'Bio must be text') })
  .check(
    z.trim(),
    z.minLength(1, messages.missing),
    z.maxLength(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
  );
