import type { Brand } from '../catalogue';
import { DomainError } from '../shared/errors';
import { log } from '../shared/log';
import { mapInPool } from '../shared/map-in-pool';
import { decide } from './decide-application';
import type { Application } from './entities/application';

/** Decisions under way at once: each is a transaction and a read, so a full batch stays well inside the API's limit. */
const CONCURRENCY = 8;

type Result = { ok: true; application: Application } | { ok: false; code: string; message: string };

export type BulkDecisionOutcome = {
  decision: 'approved' | 'denied';
  succeeded: Application[];
  failed: { application_id: string; code: string; message: string }[];
};

/**
 * Bulk Approve / Deny (issue 21): every application through `decide`, the one-decision action, so each
 * is its own transaction with its own counters and event (ApplicationApproved creates the link). One
 * failing stops nothing else; it is reported with the reason `decide` gave (a 409 "already approved",
 * a 404 for an id that is not this brand's). Anything that is not a domain refusal is logged and
 * reported as an internal failure of that item, never swallowed.
 */
export const decideApplications = async (
  brand: Brand,
  applicationIds: readonly string[],
  decision: 'approved' | 'denied',
  message: string | null,
): Promise<BulkDecisionOutcome> => {
  const ids = [...new Set(applicationIds)];
  const results = await mapInPool(ids, CONCURRENCY, async (id): Promise<Result> => {
    try {
      return { ok: true, application: await decide(brand, id, decision, message) };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, code: error.code, message: error.message };
      log.error('bulk decision failed', { applicationId: id, error });
      return {
        ok: false,
        code: 'internal_error',
        message: 'This application could not be decided. Please try again.',
      };
    }
  });
  const outcome: BulkDecisionOutcome = { decision, succeeded: [], failed: [] };
  results.forEach((result, index) => {
    if (result.ok) outcome.succeeded.push(result.application);
    else
      outcome.failed.push({
        application_id: ids[index] as string,
        code: result.code,
        message: result.message,
      });
  });
  return outcome;
};
