/**
 * The API's page cursors carry a sort key (functions/shared/http/page-cursor.ts); ElectroDB pages with
 * an opaque cursor, which is its LastEvaluatedKey as base64url JSON. These convert between the two, so
 * the API's cursors stay what they were.
 */
export type PageKey = Record<string, unknown>;

export const cursorOfKey = (key: PageKey | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

export const keyOfCursor = (cursor: string | null | undefined): PageKey | undefined =>
  cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as PageKey) : undefined;
