import * as z from 'zod';

/** Trimmed and lower-cased on sign-up and sign-in alike: the address is the Cognito username. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

/** The first message per top-level field, for showing at that field. */
export const fieldErrors = <Field extends string>(error: z.ZodError): Partial<Record<Field, string>> => {
  const result: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    result[field] ??= issue.message;
  }
  return result;
};
