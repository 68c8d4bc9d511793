/**
 * The username rule (spec 5): trimmed and lower-cased as typed, 3–30 letters, digits, underscores or
 * hyphens, never a reserved word — and the server's reserved words cover every name the web app's
 * routes claim, so no username can shadow a page.
 */
import { describe, expect, it } from 'vitest';
import { reservedUsernames as webReserved } from '../../../../ui/config/paths';
import { messages, reservedUsernames, usernameSchema } from '../../usernames';

const parse = (value: unknown) => usernameSchema.safeParse(value);
const firstMessage = (value: unknown) => parse(value).error?.issues[0]?.message;

describe('usernameSchema', () => {
  it.each([
    ['jane_doe', 'jane_doe'],
    ['  Jane-Doe99 ', 'jane-doe99'],
    ['ABC', 'abc'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['under_score-and-hyphen_', 'under_score-and-hyphen_'],
  ])('accepts %j as %j', (input, stored) => {
    expect(parse(input)).toMatchObject({ success: true, data: stored });
  });

  it.each([
    ['jane doe', messages.characters],
    ['jane.doe', messages.characters],
    ['jane@doe', messages.characters],
    ['zoë', messages.characters],
    ['名前です', messages.characters],
    ['a/b', messages.characters],
    ['ab', messages.length],
    ['a'.repeat(31), messages.length],
    ['', messages.missing],
    ['   ', messages.missing],
    [undefined, messages.missing],
    [42, messages.notText],
    ['Dashboard', messages.reserved],
    ['my-marketplace', messages.reserved],
    ['ADMIN', messages.reserved],
  ])('refuses %j: %s', (input, message) => {
    expect(parse(input).success).toBe(false);
    expect(firstMessage(input)).toBe(message);
  });

  it('gives one message per problem (no pile-up of length and character errors)', () => {
    expect(parse('x!').error?.issues).toHaveLength(1);
  });
});

describe('reserved usernames', () => {
  it("cover every name the web app's routes reserve (ui/config/paths.ts)", () => {
    const missing = webReserved.filter((name) => !reservedUsernames.has(name));
    expect(missing).toEqual([]);
  });

  it('are all lower-case, since usernames are compared lower-cased', () => {
    for (const name of reservedUsernames) expect(name).toBe(name.toLowerCase());
  });
});
