/** A failed product request's message: the error's own words, or the action's `fallback`. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
