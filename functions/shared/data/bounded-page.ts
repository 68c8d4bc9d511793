/** A DynamoDB key to start a Query from (the base table's key plus the index's, for an index). */
export type PageKey = Record<string, string>;

/** An ElectroDB query, ready to `go`. */
export interface EntityQuery {
  go(options: object): Promise<{ data: unknown[]; cursor: unknown }>;
}

/**
 * One Query of at most `limit` items from `after`. An ElectroDB query pages by DynamoDB's own key
 * (`pager: 'raw'`), so cursors keep their format; items come with their keys (`includeKeys`).
 */
const queryPage = async (query: EntityQuery, limit: number, after: PageKey | undefined, order?: 'desc') => {
  const options = {
    limit,
    cursor: after ?? null,
    pager: 'raw',
    data: 'includeKeys',
    ...(order ? { order } : {}),
  };
  const page = await query.go(options);
  return { Items: page.data, LastEvaluatedKey: (page.cursor as PageKey | null) ?? undefined };
};

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
  /** An ElectroDB query (`entity.query.<index>(...)`, before `.go`). */
  query: EntityQuery;
  /** Newest first (the index's sort key descending). */
  order?: 'desc';
  after?: PageKey;
  want: number;
  filtered: boolean;
  keyOf: (item: T) => PageKey;
  select: (items: T[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> => {
  const limit = input.filtered ? Math.max(READ_BUDGET, input.want + 1) : input.want + 1;
  const page = await queryPage(input.query, limit, input.after, input.order);
  const items = page.Items as T[];
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
