/**
 * Issue 35: what the caller's role at the brand in use may do, so a screen offers only that. The role is
 * GET /api/me's `brand_role` (checked by the server against the `x-brand-id` the web sends); the sets are
 * the ones brand routes declare (contracts/brand-roles.ts rolesFor), so a control is shown exactly when
 * its route would accept the caller. The server still refuses every other role: this is presentation.
 * One small module (hook and note together): every screen that hides a control loads it.
 */
import { useQuery } from '@tanstack/react-query';
import { type BrandRole, brandRoleLabels, rolesFor } from '../../../contracts/brand-roles';
import { cn } from '../../../ui/utils/cn';
import { sessionQueryOptions } from './auth';

/** The kinds of brand work beyond reading (every member reads). */
export type BrandWork = Exclude<keyof typeof rolesFor, 'reading'>;

export const can = (role: BrandRole | null | undefined, work: BrandWork): boolean =>
  role != null && (rolesFor[work] as readonly BrandRole[]).includes(role);

/**
 * The signed-in person's role at the brand in use (null: a creator, a brand not made yet, or a brand that
 * refuses them until they set up two-factor sign-in). A new brand account's brand is made from the
 * sign-up's event a moment after it, so its first GET /api/me may find no brand (brand_count 0): asked
 * again each second for half a minute meanwhile, as brand queries retry their 404.
 */
export const useBrandRole = () => {
  const session = useQuery({
    ...sessionQueryOptions(),
    refetchInterval: ({ state }) =>
      state.data?.brand_role === null &&
      state.data.role === 'brand' &&
      state.data.brand_count === 0 &&
      state.dataUpdateCount < 30
        ? 1000
        : false,
  });
  const role = session.data?.brand_role ?? null;
  return { role, label: role ? brandRoleLabels[role] : '', can: (work: BrandWork) => can(role, work) };
};

/**
 * In place of controls the caller's role at this brand cannot use (hidden or disabled), one line
 * saying why and who can, in the server's words for its refusal. Nothing for a role that can.
 */
export const RoleNote = ({
  work,
  action = 'change this',
  className,
}: {
  work: BrandWork;
  /** What the role cannot do, after "can't": "pay invoices". */
  action?: string;
  className?: string;
}) => {
  const { label, can } = useBrandRole();
  if (can(work) || !label) return null;
  const who = rolesFor[work].map((role) => brandRoleLabels[role]);
  return (
    <p className={cn('text-sm text-slate-600', className)} data-testid="role-note">
      Your role ({label}) can't {action}.{' '}
      {who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} or ${who.at(-1)}`} can.
    </p>
  );
};
