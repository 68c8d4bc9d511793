/**
 * The message to show for a failed Cognito call. A refusal by a Cognito trigger arrives wrapped
 * ("PreSignUp failed with error Role must be brand or creator."); show only the trigger's own words.
 */
export const authErrorMessage = (error: unknown): string => {
  if (!(error instanceof Error) || !error.message) return 'Something went wrong. Please try again.';
  if (error.name === 'UserLambdaValidationException') {
    const refusal = /failed with error ([\s\S]+)\.$/.exec(error.message)?.[1];
    if (refusal) return refusal;
  }
  return error.message;
};

export const isAuthError = (error: unknown, name: string): boolean =>
  error instanceof Error && error.name === name;
