import * as z from 'zod/mini';
import { auditLogQuery, getAuditLog } from '../../../contracts/audit-log';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { cursorSchema, encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { listAuditActors, listAuditLog } from '../list-audit-log';

/** A page of the log continues after an entry of the caller's brand: the cursor carries its keys. */
const query = z.extend(auditLogQuery, {
  cursor: cursorSchema(
    z.strictObject({
      pk: z.string().check(z.regex(/^BRAND#br_[0-9A-Za-z]{10,40}$/)),
      sk: z.string().check(z.regex(/^AUDIT#[\w:.-]{1,80}#au_[0-9A-Z]{26}$/)),
    }),
  ),
});

export const handler = createBrandFeatureHandler({
  /** Account → Audit log: a page of entries and, on the first page, the person filter's choices. */
  'GET /api/brand/audit-log': defineRoute(
    getAuditLog,
    async ({ caller, query }) => {
      // A cursor of another brand's log is refused, never read.
      if (query.cursor && query.cursor.pk !== `BRAND#${caller.brandId}`) throw invalidCursor();
      const [page, members] = await Promise.all([
        listAuditLog(caller.brandId, { actor: query.actor, kind: query.kind }, query.limit, query.cursor),
        query.cursor ? Promise.resolve([]) : listAuditActors(caller.brandId, caller.userId),
      ]);
      return {
        body: {
          entries: page.results,
          next_cursor: page.next ? encodeCursor(page.next) : null,
          members,
        },
      };
    },
    { query },
  ),
});
