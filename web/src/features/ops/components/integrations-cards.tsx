import { useId } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { formatDateTime } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { type OpsIntegrations, useOpsIntegrations } from '../api/integrations';

/**
 * Issue 36, Operations: what brands' integrations need — outgoing webhook endpoints the marketplace turned
 * off after three days of failures (the brand turns them on again), and connected Shopify stores missing
 * access scopes the app now asks for (the brand reconnects the store). Its own query: a failure here
 * leaves the dead letters shown.
 */
export const IntegrationsCards = () => {
  const integrations = useOpsIntegrations();
  return (
    <QueryState
      query={integrations}
      what="integrations"
      errorStyle="inline"
      loading={<Skeleton className="block h-20 w-full" label="Loading integrations" />}
    >
      {(data) => (
        <div className="space-y-6">
          <EndpointsCard data={data} />
          <StoresCard data={data} />
        </div>
      )}
    </QueryState>
  );
};

const EndpointsCard = ({ data }: { data: OpsIntegrations }) => {
  const titleId = useId();
  const count = data.disabled_endpoints.length;
  return (
    <SectionCard
      titleId={titleId}
      title="Webhook endpoints turned off"
      aside={
        <Badge tone={count === 0 ? 'green' : 'amber'}>
          {count === 0 ? 'None' : `${count}${data.endpoints_more ? '+' : ''} off`}
        </Badge>
      }
      description="Brands' endpoints the marketplace turned off after failing for three days; the brand turns them on again under Developers."
      data-testid="disabled-endpoints"
    >
      {count > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
          {data.disabled_endpoints.map((endpoint) => (
            <li key={endpoint.endpoint_id} className="py-3" data-testid="disabled-endpoint">
              <p className="font-medium break-words text-slate-900">{endpoint.brand_name}</p>
              <p className="font-mono text-xs break-all text-slate-700">{endpoint.url}</p>
              <p className="text-sm text-slate-600">
                Off since <time dateTime={endpoint.disabled_at}>{formatDateTime(endpoint.disabled_at)}</time>
                {endpoint.disabled_reason ? ` · ${endpoint.disabled_reason}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
};

const StoresCard = ({ data }: { data: OpsIntegrations }) => {
  const titleId = useId();
  const count = data.stores_missing_scopes.length;
  return (
    <SectionCard
      titleId={titleId}
      title="Shopify stores missing scopes"
      aside={
        <Badge tone={count === 0 ? 'green' : 'amber'}>{count === 0 ? 'None' : `${count} to reconnect`}</Badge>
      }
      description="Connected stores that have not granted every access scope the app asks for; the brand reconnects the store to grant them."
      data-testid="stores-missing-scopes"
    >
      {count > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
          {data.stores_missing_scopes.map((store) => (
            <li key={store.brand_id} className="py-3" data-testid="store-missing-scopes">
              <p className="font-medium break-words text-slate-900">{store.brand_name}</p>
              <p className="text-sm break-all text-slate-600">{store.shop_domain}</p>
              <p className="mt-1 flex flex-wrap gap-1">
                {store.missing_scopes.map((scope) => (
                  <Badge key={scope} tone="red">
                    {scope}
                  </Badge>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.stores_more && (
        <p className="mt-3 text-sm text-slate-600">Not every connected store was checked: there are more.</p>
      )}
    </SectionCard>
  );
};
