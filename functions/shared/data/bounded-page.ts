import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** A DynamoDB key to start a Query from (the base table's key plus the index's, for an index). */
export type PageKey = Record<string, string>;

/**
 * Items one request may have DynamoDB evaluate while it searches or filters: the read budget. A search
 * that matches little returns what it found in this many items and a cursor to go on ('Load more'),
 * so a request costs the same whatever the size of the table.
 */
export const READ_BUDGET = 100;

export interface BoundedPage<R> {
  results: R[];
  /** Where the next page starts; null when the listing is exhausted. */
  next: PageKey | null;
}

/**
 * ONE Query per request. Unfiltered, it asks for one item more than the page, so the last page says so
 * itself (no trailing empty page). Filtered (a search, a filter needing other items), it evaluates at
 * most READ_BUDGET items; `select` decides per item (it may read other items for the whole batch at
 * once, e.g. one BatchGetItem) and the page stops at `want` results. The cursor is the key of the last
 * item used, or DynamoDB's own LastEvaluatedKey when the budget ran out first: every item is looked at
 * exactly once across pages, in index order.
 */
export const readBoundedPage = async <T extends Record<string, unknown>, R>(input: {
  query: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;
  after?: PageKey;
  want: number;
  filtered: boolean;
  keyOf: (item: T) => PageKey;
  select: (items: T[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> => {
  const page = await db.send(
    new QueryCommand({
      ...input.query,
      Limit: input.filtered ? Math.max(READ_BUDGET, input.want + 1) : input.want + 1,
      ...(input.after ? { ExclusiveStartKey: { ...input.after } } : {}),
    }),
  );
  const items = (page.Items ?? []) as T[];
  const selected = items.length ? await input.select(items) : [];
  const results: R[] = [];
  for (const [index, item] of items.entries()) {
    const result = selected[index];
    if (result === undefined) continue;
    results.push(result);
    if (results.length === input.want) {
      const more = index < items.length - 1 || page.LastEvaluatedKey !== undefined;
      return { results, next: more ? input.keyOf(item) : null };
    }
  }
  return { results, next: (page.LastEvaluatedKey as PageKey | undefined) ?? null };
};
