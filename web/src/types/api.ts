import * as z from 'zod/mini';

/** The two kinds of account. Mirrors `Role` in functions/shared/http/caller.ts. */
export const roles = ['brand', 'creator'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const roleLabels: Record<Role, string> = { brand: 'Brand', creator: 'Creator' };

/** Narrows an untrusted value (a query parameter, say) to a role; anything else is ignored. */
export const parseRole = (value: unknown): Role | undefined => {
  const result = roleSchema.safeParse(value);
  return result.success ? result.data : undefined;
};
