import { reservedUsernames } from '../config/paths';

/**
 * The username rule (spec 5), checked in the browser before anything is sent. It mirrors the server's
 * (functions/shared/usernames.ts), which stays the authority: the reserved words are the same list, and
 * only the server can check that the name is free.
 */
export const usernameMessages = {
  missing: 'Please fill in your username and bio',
  characters: 'Username can only contain letters, numbers, underscores, and hyphens',
  length: 'Username must be 3-30 characters',
  reserved: 'This username is reserved. Please choose another one.',
  taken: 'This username is already taken. Please choose another one.',
} as const;

export const USERNAME_MAX = 30;

/** Lower-cased as typed (spec 5); spaces stay, so the rule below can say what is wrong with them. */
export const normaliseUsername = (typed: string): string => typed.toLowerCase();

export type UsernameProblem = 'missing' | 'characters' | 'length' | 'reserved';

/** What is wrong with a username, or undefined when the browser has no objection. */
export const usernameProblem = (value: string): UsernameProblem | undefined => {
  const username = value.trim();
  if (!username) return 'missing';
  if (!/^[a-z0-9_-]+$/i.test(username)) return 'characters';
  if (username.length < 3 || username.length > USERNAME_MAX) return 'length';
  if (reservedUsernames.includes(username.toLowerCase())) return 'reserved';
  return undefined;
};

/** The message shown at the username field, and the spec's toast title for it. */
export const usernameProblemMessage: Record<UsernameProblem, { title: string; message: string }> = {
  missing: { title: 'Missing Information', message: 'Please enter a username' },
  characters: { title: 'Invalid Username', message: usernameMessages.characters },
  length: { title: 'Invalid Username', message: usernameMessages.length },
  reserved: { title: 'Invalid Username', message: usernameMessages.reserved },
};
