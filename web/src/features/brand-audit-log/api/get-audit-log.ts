import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type AuditKind, getAuditLog } from '../../../../../contracts/audit-log';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export type AuditLogPage = ContractOutput<typeof getAuditLog>;
export type AuditEntry = AuditLogPage['entries'][number];
export type AuditActorOption = AuditLogPage['members'][number];

export interface AuditLogFilter {
  /** A person's user id, an API key's id or 'stripe'; '' for everyone. */
  actor: string;
  kind: AuditKind | '';
}

/** `GET /api/brand/audit-log`: the screen's one call; later pages with `cursor`. */
const getAuditLogPage = (filter: AuditLogFilter, cursor: string): Promise<AuditLogPage> =>
  callApi(getAuditLog, {
    query: {
      ...(filter.actor ? { actor: filter.actor } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });

export const auditLogQueryKey = (filter: AuditLogFilter) => [...brandQueryRoot, 'audit-log', filter] as const;

/** The log newest first, a page at a time; a new filter keeps the rows shown until its answer arrives. */
export const useAuditLog = (filter: AuditLogFilter) =>
  useInfiniteQuery({
    queryKey: auditLogQueryKey(filter),
    queryFn: ({ pageParam }) => getAuditLogPage(filter, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });
