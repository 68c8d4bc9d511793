import {
  messages,
  reservedUsernames,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../contracts/reserved-usernames';

/**
 * The username rule (spec 5), checked in the browser before anything is sent, with the server's own
 * reserved words, lengths and messages (contracts/reserved-usernames.ts). The server stays the
 * authority: only it can check that the name is free.
 */
export const usernameMessages = {
  missing: messages.missing,
  characters: messages.characters,
  length: messages.length,
  reserved: messages.reserved,
  taken: 'This username is already taken. Please choose another one.',
} as const;

export { USERNAME_MAX };

/** Lower-cased as typed (spec 5); spaces stay, so the rule below can say what is wrong with them. */
export const normaliseUsername = (typed: string): string => typed.toLowerCase();

export type UsernameProblem = 'missing' | 'characters' | 'length' | 'reserved';

/** What is wrong with a username, or undefined when the browser has no objection. */
export const usernameProblem = (value: string): UsernameProblem | undefined => {
  const username = value.trim();
  if (!username) return 'missing';
  if (!/^[a-z0-9_-]+$/i.test(username)) return 'characters';
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return 'length';
  if (reservedUsernames.has(username.toLowerCase())) return 'reserved';
  return undefined;
};

/** The message shown at the username field, and the spec's toast title for it. */
export const usernameProblemMessage: Record<UsernameProblem, { title: string; message: string }> = {
  missing: { title: 'Missing Information', message: 'Please enter a username' },
  characters: { title: 'Invalid Username', message: usernameMessages.characters },
  length: { title: 'Invalid Username', message: usernameMessages.length },
  reserved: { title: 'Invalid Username', message: usernameMessages.reserved },
};
