import * as z from 'zod/mini';

/** Trimmed and lower-cased on sign-up and sign-in alike: the address is the Cognito username. */
export const emailField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required')),
  z.email('Please enter a valid email address'),
);
