import { useQuery } from '@tanstack/react-query';
import { getOpsIntegrations } from '../../../../../contracts/ops';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type OpsIntegrations = ContractOutput<typeof getOpsIntegrations>;

/** `GET /api/ops/integrations`: endpoints turned off and stores missing scopes, beside the dead letters. */
export const useOpsIntegrations = () =>
  useQuery({
    queryKey: ['ops', 'integrations'],
    queryFn: ({ signal }) => callApi(getOpsIntegrations, {}, { signal }),
    refetchInterval: 60_000,
  });
