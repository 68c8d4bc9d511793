/**
 * A scheduled run limited to some tenants. The schedules themselves pass no scope (everyone); an operator
 * re-running one brand's billing or one creator's payout (`npm run schedule -- <name> <ISO> --brand <id>`)
 * and tests sharing one local cloud pass one, so a run for their people never touches anybody else's
 * money at a simulated instant.
 */
export interface RunScope {
  /** Only these brands' invoices, commissions and billing. */
  brandIds?: string[];
  /** Only these creators' payouts. */
  creatorIds?: string[];
}

/** Whether an id is inside the scope's list: everything when the list is not given. */
export const inScope = (ids: unknown): ((id: string | undefined) => boolean) => {
  if (!Array.isArray(ids)) return () => true;
  const only = new Set(ids.map(String));
  return (id) => id !== undefined && only.has(id);
};
